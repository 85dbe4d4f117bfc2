import { useModeratorAccess } from '@/features/auth';
import { ModerationPage } from '@/features/moderation';
import { LoadingStatus } from '@/components/ui/loading-status';
import { m } from '@/i18n/paraglide/messages.js';
import NotFoundRoute from './not-found';

/** Moderators only: anyone else (anonymous or not a moderator) gets the not-found page. */
export default function ModerationRoute() {
  const access = useModeratorAccess();
  if (access.status === 'loading')
    return (
      <LoadingStatus
        label={m.app_moderation_checking_access()}
        className="mx-auto min-h-[50vh] max-w-6xl px-4 py-10"
      />
    );
  if (access.status === 'denied') return <NotFoundRoute />;
  return <ModerationPage userId={access.userId} />;
}
