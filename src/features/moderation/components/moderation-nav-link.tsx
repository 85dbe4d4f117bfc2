import { NavLink } from 'react-router-dom';
import { useModeratorAccess } from '@/features/auth';

/** 'Moderación' in the header, shown only to moderators (everyone else gets a 404 there anyway). */
export function ModerationNavLink({ className }: { className?: string }) {
  const access = useModeratorAccess();
  if (access.status !== 'allowed') return null;
  return (
    <NavLink to="/moderacion" className={className}>
      Moderación
    </NavLink>
  );
}
