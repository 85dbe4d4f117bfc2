import { useModeratorAccess } from '@/features/auth';
import { ModerationLoading, ModerationPage } from '@/features/moderation';
import NotFoundRoute from './not-found';

/** Moderators only: anyone else (anonymous or not a moderator) gets the not-found page. */
export default function ModerationRoute() {
  const access = useModeratorAccess();
  if (access.status === 'loading') return <ModerationLoading />;
  if (access.status === 'denied') return <NotFoundRoute />;
  return <ModerationPage userId={access.userId} />;
}
