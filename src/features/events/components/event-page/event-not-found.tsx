import { Helmet } from 'react-helmet-async';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-classes';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { SITE_NAME } from '@/config/site';

export const EVENT_NOT_FOUND_TITLE = 'Evento no encontrado';
export const EVENT_NOT_FOUND_TEXT = 'El evento que buscas no existe o ha sido eliminado.';

/** No id, unknown id or a failed load: one screen with a way back home. */
export function EventNotFound({ reason }: { reason?: string }) {
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center"
      data-reason={reason}
    >
      <Helmet>
        {/* The tab says whose page it is, as every other page's title does. */}
        <title>{`${EVENT_NOT_FOUND_TITLE} | ${SITE_NAME}`}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <h1 className="text-3xl font-extrabold text-gray-900">{EVENT_NOT_FOUND_TITLE}</h1>
      <p className="text-lg text-gray-700">{EVENT_NOT_FOUND_TEXT}</p>
      <Link to="/" className={buttonClasses('primary', 'md')}>
        <ArrowLeftIcon width={18} height={18} />
        Volver al inicio
      </Link>
    </section>
  );
}
