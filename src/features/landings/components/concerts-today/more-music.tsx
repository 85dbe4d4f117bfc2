import { Link } from 'react-router-dom';

/** 'Más Música': the weekend, all music, and two neighbouring categories of the listing. */
const MORE_MUSIC_LINKS: ReadonlyArray<{ to: string; label: string }> = [
  { to: '/fin-de-semana', label: 'Planes para el fin de semana' },
  { to: '/?categoria=musica', label: 'Toda la música' },
  { to: '/?categoria=gastronomia', label: 'Gastronomía' },
  { to: '/?categoria=infantil', label: 'Planes infantiles' },
];

export function MoreMusic() {
  return (
    <section aria-labelledby="mas-musica-titulo" className="mx-auto max-w-7xl px-4 pb-10">
      <h2 id="mas-musica-titulo" className="mb-3 text-xl font-extrabold text-gray-900">
        Más Música
      </h2>
      <ul className="flex flex-wrap gap-2">
        {MORE_MUSIC_LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex min-h-11 items-center rounded-full border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-900 hover:border-primary hover:text-primary"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
