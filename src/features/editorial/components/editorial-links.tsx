import { Link } from 'react-router-dom';
import { InstagramIcon } from '@/components/ui/icons';
import type { City } from '@/config/types';

/** Links of the editorial page: the listing by category, contact, Instagram. */
const EDITORIAL_LINKS = [
  { to: '/', label: 'Todos los eventos' },
  { to: '/eventos?categoria=musica', label: 'Música' },
  { to: '/eventos?categoria=gastronomia', label: 'Gastronomía' },
  { to: '/eventos?categoria=arte', label: 'Arte y exposiciones' },
  { to: '/eventos?categoria=deportes', label: 'Deportes' },
  { to: '/contacto', label: 'Contacto' },
] as const;

const chipClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-gray-300 bg-white px-4 text-sm font-medium text-gray-900 hover:border-primary hover:text-primary';

export function EditorialLinks({ city }: { city: City }) {
  return (
    <section aria-labelledby="editorial-links-title" className="space-y-4">
      <h2 id="editorial-links-title" className="text-2xl font-bold text-gray-900">
        Más planes en {city.name}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {EDITORIAL_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={chipClass}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <a
            href={city.contactInfo.instagram}
            target="_blank"
            rel="noopener noreferrer"
            className={chipClass}
          >
            <InstagramIcon width={18} height={18} />
            {city.contactInfo.instagramLabel}
            <span className="sr-only"> en Instagram (se abre en una pestaña nueva)</span>
          </a>
        </li>
      </ul>
    </section>
  );
}
