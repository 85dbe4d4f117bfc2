import { COPIED_FOOTER_MS } from '@/config/constants';
import { useCopyFeedback } from '@/hooks/use-copy-feedback';
import { CheckIcon, CopyIcon, InstagramIcon, MailIcon } from '@/components/ui/icons';
import { Link } from 'react-router-dom';
import { contactHead } from '@/content/page-heads';
import { buttonClasses } from '@/components/ui/button-classes';
import { useCity, PageMeta } from '@/features/city';

const sectionClass = 'space-y-3 rounded-2xl border border-gray-200 bg-white p-6';

export function ContactPage() {
  const { city } = useCity();
  const { email, instagram, instagramLabel } = city.contactInfo;
  const { copied, copy } = useCopyFeedback(COPIED_FOOTER_MS);
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <PageMeta {...contactHead(city)} />
      <header className="space-y-3">
        <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">Contacto</h1>
        <p className="text-lg text-gray-700">
          ¿Tienes una pregunta, una sugerencia o has visto un dato incorrecto en un evento de {city.name}?
          Escríbenos y te responderemos lo antes posible.
        </p>
      </header>

      <section aria-labelledby="contact-email-title" className={sectionClass}>
        <h2 id="contact-email-title" className="flex items-center gap-2 text-xl font-bold text-gray-900">
          <MailIcon className="text-primary" />
          Escríbenos
        </h2>
        <p className="text-gray-700">Pulsa para copiar nuestra dirección de correo:</p>
        <button
          type="button"
          onClick={() => void copy(email)}
          className="inline-flex min-h-12 w-full items-center justify-between gap-3 rounded-2xl border border-gray-300 bg-white px-4 py-3 text-left font-semibold text-gray-900 hover:border-primary sm:w-auto"
        >
          <span aria-live="polite" className="break-all">
            {copied ? (
              '¡Copiado!'
            ) : (
              <>
                <span className="sr-only">Copiar el email </span>
                {email}
              </>
            )}
          </span>
          {copied ? (
            <CheckIcon className="shrink-0 text-primary" />
          ) : (
            <CopyIcon className="shrink-0 text-gray-600" />
          )}
        </button>
        <p className="text-sm text-gray-700">
          O{' '}
          <a href={`mailto:${email}`} className="font-medium text-primary underline">
            abre tu aplicación de correo
          </a>
          .
        </p>
      </section>

      <section aria-labelledby="contact-instagram-title" className={sectionClass}>
        <h2 id="contact-instagram-title" className="flex items-center gap-2 text-xl font-bold text-gray-900">
          <InstagramIcon className="text-primary" />
          Síguenos
        </h2>
        <a
          href={instagram}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center font-semibold text-primary hover:underline"
        >
          {instagramLabel}
          <span className="sr-only"> en Instagram (se abre en una pestaña nueva)</span>
        </a>
      </section>

      <section aria-labelledby="contact-events-title" className={sectionClass}>
        <h2 id="contact-events-title" className="text-xl font-bold text-gray-900">
          ¿Organizas un evento?
        </h2>
        <p className="text-gray-700">
          Envíalo gratis desde el formulario de{' '}
          <Link to="/add-event" className="font-medium text-primary underline">
            añadir evento
          </Link>
          . El equipo lo revisa antes de publicarlo y, si nos dejas tu email, te avisamos cuando lo hayamos
          revisado.
        </p>
        <p className="text-gray-700">
          Los eventos destacados se gestionan mediante un donativo: marca la opción en el formulario y el
          equipo se pondrá en contacto contigo.
        </p>
      </section>

      <nav aria-label="Más enlaces" className="flex flex-wrap gap-3">
        <Link to="/" className={buttonClasses('primary', 'md')}>
          Ver eventos en {city.name}
        </Link>
        <Link to="/editorial" className={buttonClasses('outline', 'md')}>
          Leer la editorial
        </Link>
      </nav>
    </div>
  );
}
