// A module of its own: the stand-in (user-area) and the lazy menu both draw the trigger, without an import cycle.
import type { ComponentProps } from 'react';
import { AVATAR_INITIALS } from '@/config/constants';
import { m } from '@/i18n/paraglide/messages.js';
import { initialsOf } from '../domain/auth-messages';

export function UserAvatar({ email }: { email: string | null | undefined }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-white"
    >
      {initialsOf(email, AVATAR_INITIALS)}
    </span>
  );
}

export function UserTriggerButton({
  email,
  ...props
}: ComponentProps<'button'> & { email: string | undefined }) {
  return (
    <button
      type="button"
      aria-label={m.auth_user_menu_label({ email: email ?? '' })}
      className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-gray-100"
      {...props}
    >
      <UserAvatar email={email} />
    </button>
  );
}
