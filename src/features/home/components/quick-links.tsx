import { Link } from 'react-router-dom';
import type { City } from '@/config/types';
import { InstagramIcon } from '@/components/ui/icons';
import { TrackedExternalLink } from '@/features/tracking';

const linkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full whitespace-nowrap border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-900 hover:border-primary hover:text-primary';

/** Quick links (/casco-viejo in Bilbao, /cultura elsewhere), the editorial guides and the city's Instagram. */
export function QuickLinks({ city }: { city: City }) {
  const second =
    city.id === 'bilbao'
      ? { to: '/casco-viejo', label: 'Casco Viejo' }
      : { to: '/cultura', label: 'Cultura' };
  return (
    <nav aria-label="Accesos rápidos" className="mx-auto max-w-7xl px-4 pt-3 sm:pt-6">
      {/* One line that scrolls sideways on phones (four wrapped rows would push the events down).
          Positioned, so the link's visually hidden note stays inside it instead of widening the page. */}
      <ul className="relative -mx-4 flex gap-2 overflow-x-auto px-4 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {[{ to: '/fiestas', label: 'Fiestas' }, second].map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/editorial" className={linkClass}>
            Guías y artículos
          </Link>
        </li>
        <li>
          <TrackedExternalLink href={city.contactInfo.instagram} className={linkClass}>
            <InstagramIcon width={18} height={18} />
            <span>
              Síguenos en Instagram <span className="sr-only">(se abre en otra pestaña)</span>
            </span>
            <span className="hidden text-gray-600 sm:inline">{city.contactInfo.instagramLabel}</span>
          </TrackedExternalLink>
        </li>
      </ul>
    </nav>
  );
}
