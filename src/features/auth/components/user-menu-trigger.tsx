import type { ComponentProps } from 'react';
import { UserAvatar } from './user-avatar';

/** The account menu's trigger, for the stand-in and (as the Radix trigger's child) the real menu. */
export function UserTriggerButton({
  email,
  ...props
}: ComponentProps<'button'> & { email: string | undefined }) {
  return (
    <button
      type="button"
      aria-label={`Menú de usuario (${email ?? ''})`}
      className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-gray-100"
      {...props}
    >
      <UserAvatar email={email} />
    </button>
  );
}
