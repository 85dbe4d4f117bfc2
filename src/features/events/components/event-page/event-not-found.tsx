import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-classes';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { PageMeta } from '@/features/city';
import { EVENT_NOT_FOUND_HEAD, EVENT_NOT_FOUND_TEXT, EVENT_NOT_FOUND_TITLE } from '../../domain/event-head';

/** No id, unknown id or a failed load: one screen with a way back home. */
export function EventNotFound({ reason }: { reason?: string }) {
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center"
      data-reason={reason}
    >
      <PageMeta {...EVENT_NOT_FOUND_HEAD} />
      <h1 className="text-3xl font-extrabold text-gray-900">{EVENT_NOT_FOUND_TITLE}</h1>
      <p className="text-lg text-gray-700">{EVENT_NOT_FOUND_TEXT}</p>
      <Link to="/" className={buttonClasses('primary', 'md')}>
        <ArrowLeftIcon width={18} height={18} />
        Volver al inicio
      </Link>
    </section>
  );
}
