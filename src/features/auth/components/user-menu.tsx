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
import { ACCOUNT_LINKS, SIGN_OUT_LABEL } from './account-links';
import { UserAvatar } from './user-avatar';

/** The avatar (two letters of the e-mail) opening Mi cuenta, Mis puntos, Ranking and Cerrar sesión. */
export function UserMenu() {
  const { user } = useAuth();
  const signOut = useSignOut();
  if (!user) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-gray-100"
        aria-label={`Menú de usuario (${user.email ?? ''})`}
      >
        <UserAvatar email={user.email} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="truncate normal-case">{user.email}</DropdownMenuLabel>
        {ACCOUNT_LINKS.map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => signOut.mutate()}>
          <LogOutIcon width={16} height={16} />
          {SIGN_OUT_LABEL}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
