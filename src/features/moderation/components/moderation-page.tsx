import { Helmet } from 'react-helmet-async';
import { PendingQueue } from './pending-queue';
import { ReviewHistory } from './review-history';

/** /moderacion for moderators: the queue to review and the decisions taken. */
export function ModerationPage({ userId }: { userId: string }) {
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-8 md:py-12">
      <Helmet>
        <title>Moderación de eventos | Agenda Norte</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold text-gray-900 md:text-4xl">Moderación de eventos</h1>
        <p className="text-gray-700">
          Revisa cada propuesta tal como se verá publicada. Al aprobarla aparece en la agenda al momento; al
          rechazarla, indica el motivo.
        </p>
      </header>
      <PendingQueue />
      <ReviewHistory currentUserId={userId} />
    </div>
  );
}
