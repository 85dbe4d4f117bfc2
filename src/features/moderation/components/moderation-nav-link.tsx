import { NavLink } from 'react-router-dom';
import { useModeratorAccess } from '@/features/auth';
import { m } from '@/i18n/paraglide/messages.js';

/** 'Moderación' in the header, shown only to moderators (everyone else gets a 404 there anyway). */
export function ModerationNavLink({ className }: { className?: string }) {
  const access = useModeratorAccess();
  if (access.status !== 'allowed') return null;
  return (
    <NavLink to="/moderacion" className={className}>
      {m.moderation_nav_link()}
    </NavLink>
  );
}
