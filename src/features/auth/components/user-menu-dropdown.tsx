import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { LogOutIcon } from '@/components/ui/icons';
import { useAuth } from '../api/auth-context';
import { useSignOut } from '../api/use-auth-mutations';
import { m } from '@/i18n/paraglide/messages.js';
import { accountLinks } from './account-links';
import { UserTriggerButton } from './user-trigger-button';

/** The account menu itself (Radix), a chunk of its own: see UserArea. */
export default function UserMenuDropdown({ triggerRef }: { triggerRef: Ref<HTMLButtonElement> }) {
  const { user } = useAuth();
  const signOut = useSignOut();
  if (!user) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <UserTriggerButton email={user.email} ref={triggerRef} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="truncate normal-case">{user.email}</DropdownMenuLabel>
        {accountLinks().map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => signOut.mutate()}>
          <LogOutIcon width={16} height={16} />
          {m.auth_sign_out()}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
