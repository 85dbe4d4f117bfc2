import { COPIED_FOOTER_MS } from '@/config/constants';
import { useCopyFeedback } from '@/hooks/use-copy-feedback';
import { CheckIcon, CopyIcon, InstagramIcon, MailIcon } from '@/components/ui/icons';
import { Link } from 'react-router-dom';
import { contactHead } from '@/content/page-heads';
import { buttonClasses } from '@/components/ui/button-classes';
import { useCity, PageMeta } from '@/features/city';
import { m } from '@/i18n/paraglide/messages.js';

const sectionClass = 'space-y-3 rounded-2xl border border-gray-200 bg-white p-6';

export function ContactPage() {
  const { city } = useCity();
  const { email, instagram, instagramLabel } = city.contactInfo;
  const { copied, copy } = useCopyFeedback(COPIED_FOOTER_MS);
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <PageMeta {...contactHead(city)} />
      <header className="space-y-3">
        <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">{m.contact_title()}</h1>
        <p className="text-lg text-gray-700">{m.contact_intro({ city: city.name })}</p>
      </header>

      <section aria-labelledby="contact-email-title" className={sectionClass}>
        <h2 id="contact-email-title" className="flex items-center gap-2 text-xl font-bold text-gray-900">
          <MailIcon className="text-primary" />
          {m.contact_email_title()}
        </h2>
        <p className="text-gray-700">{m.contact_email_hint()}</p>
        <button
          type="button"
          onClick={() => void copy(email)}
          className="inline-flex min-h-12 w-full items-center justify-between gap-3 rounded-2xl border border-gray-300 bg-white px-4 py-3 text-left font-semibold text-gray-900 hover:border-primary sm:w-auto"
        >
          <span aria-live="polite" className="break-all">
            {copied ? (
              m.contact_email_copied()
            ) : (
              <>
                <span className="sr-only">{m.contact_email_copy()} </span>
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
          {m.contact_email_app_before_link()}{' '}
          <a href={`mailto:${email}`} className="font-medium text-primary underline">
            {m.contact_email_app_link()}
          </a>
          {m.contact_email_app_after_link()}
        </p>
      </section>

      <section aria-labelledby="contact-instagram-title" className={sectionClass}>
        <h2 id="contact-instagram-title" className="flex items-center gap-2 text-xl font-bold text-gray-900">
          <InstagramIcon className="text-primary" />
          {m.contact_instagram_title()}
        </h2>
        <a
          href={instagram}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center font-semibold text-primary hover:underline"
        >
          {instagramLabel}
          <span className="sr-only"> {m.contact_instagram_new_tab()}</span>
        </a>
      </section>

      <section aria-labelledby="contact-events-title" className={sectionClass}>
        <h2 id="contact-events-title" className="text-xl font-bold text-gray-900">
          {m.contact_events_title()}
        </h2>
        <p className="text-gray-700">
          {m.contact_events_submit_before_link()}{' '}
          <Link to="/add-event" className="font-medium text-primary underline">
            {m.contact_events_submit_link()}
          </Link>
          {m.contact_events_submit_after_link()}
        </p>
        <p className="text-gray-700">{m.contact_events_featured()}</p>
      </section>

      <nav aria-label={m.contact_more_links()} className="flex flex-wrap gap-3">
        <Link to="/" className={buttonClasses('primary', 'md')}>
          {m.contact_see_events({ city: city.name })}
        </Link>
        <Link to="/editorial" className={buttonClasses('outline', 'md')}>
          {m.contact_read_editorial()}
        </Link>
      </nav>
    </div>
  );
}
