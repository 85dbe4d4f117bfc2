import { useModeratorAccess } from '@/features/auth/api/use-moderator-access';
import { ModerationLoading } from '@/features/moderation/components/moderation-loading';
import { ModerationPage } from '@/features/moderation/components/moderation-page';
import NotFoundRoute from './not-found';

/** Moderators only: anyone else (anonymous or not a moderator) gets the not-found page. */
export default function ModerationRoute() {
  const access = useModeratorAccess();
  if (access.status === 'loading') return <ModerationLoading />;
  if (access.status === 'denied') return <NotFoundRoute />;
  return <ModerationPage userId={access.userId} />;
}
