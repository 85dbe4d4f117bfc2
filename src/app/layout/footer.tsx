import { Link } from 'react-router-dom';
import { COPIED_FOOTER_MS } from '@/config/constants';
import { SITE_NAME } from '@/config/site';
import { useCity } from '@/features/city';
import { cityNames } from '@/i18n/city-names';
import { useCopyFeedback } from '@/hooks/use-copy-feedback';
import { addEventLabel } from '@/components/layout/nav-items';
import { InstagramIcon, MailIcon } from '@/components/ui/icons';
import { m } from '@/i18n/paraglide/messages.js';

const navLinkClass = 'inline-flex min-h-11 items-center text-gray-900 hover:text-primary';

export function Footer() {
  const { city } = useCity();
  const { copied, copy } = useCopyFeedback(COPIED_FOOTER_MS);
  const year = new Date().getFullYear();
  const email = city.contactInfo.email;

  return (
    <footer className="mt-16 border-t border-gray-200 bg-gray-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 md:flex-row md:items-start md:justify-between">
        <div className="space-y-2">
          <p className="text-base font-bold text-primary">
            {SITE_NAME} {city.name}
          </p>
          <p className="max-w-sm text-sm text-gray-700">
            {m.app_footer_tagline({ cityIn: cityNames(city).cityIn })}
          </p>
        </div>
        <div className="flex flex-col gap-3 text-sm">
          <button
            type="button"
            onClick={() => void copy(email)}
            className="inline-flex min-h-11 items-center gap-2 text-left font-medium text-gray-900 hover:text-primary"
            aria-label={m.app_footer_copy_email_label({ email })}
          >
            <MailIcon />
            <span aria-live="polite">{copied ? m.app_footer_copied() : email}</span>
          </button>
          <a
            href={city.contactInfo.instagram}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 font-medium text-gray-900 hover:text-primary"
          >
            <InstagramIcon />
            {city.contactInfo.instagramLabel}
          </a>
        </div>
        <nav aria-label={m.app_footer_nav_label()} className="flex flex-col gap-1 text-sm">
          <Link to="/terminos" className={navLinkClass}>
            {m.app_footer_terms()}
          </Link>
          <Link to="/add-event" className={navLinkClass}>
            {addEventLabel()}
          </Link>
        </nav>
      </div>
      <p className="border-t border-gray-200 py-4 text-center text-xs text-gray-700">
        © {year} {SITE_NAME} {city.name}
      </p>
    </footer>
  );
}
