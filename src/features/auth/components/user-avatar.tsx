import { AVATAR_INITIALS } from '@/config/constants';
import { cn } from '@/lib/cn';
import { initialsOf } from '../domain/auth-messages';

/** A round badge with the first two letters of the e-mail in upper case. */
export function UserAvatar({ email, className }: { email: string | null | undefined; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex h-9 w-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-white',
        className,
      )}
    >
      {initialsOf(email, AVATAR_INITIALS)}
    </span>
  );
}
