import { InfoIcon, InstagramIcon } from '@/components/ui/icons';
import { useSearchParams } from 'react-router-dom';
import { CHIP_CLASS, LinkChips } from '@/components/ui/link-chips';
import { Suspense, use } from 'react';
import { loadEditorialArticles } from '@/content/editorial';
import { editorialHead } from '@/content/page-heads';
import { useCity, PageMeta } from '@/features/city';
import { editorialCity } from '../domain/list';
import { EditorialList } from './editorial-list';
import { ArticlesLoading } from './articles-loading';

const EDITORIAL_LINKS = [
  { to: '/', label: 'Todos los eventos' },
  { to: '/eventos?categoria=musica', label: 'Música' },
  { to: '/eventos?categoria=gastronomia', label: 'Gastronomía' },
  { to: '/eventos?categoria=arte', label: 'Arte y exposiciones' },
  { to: '/eventos?categoria=deportes', label: 'Deportes' },
  { to: '/contacto', label: 'Contacto' },
] as const;

function LoadedList({ cityId, cityParam }: { cityId: string; cityParam?: string }) {
  const articles = use(loadEditorialArticles(cityId));
  return <EditorialList articles={articles} cityParam={cityParam} />;
}

/** `headingOnly`: the frame and heading alone, the first paint rendered at build time. */
export function EditorialPage({ headingOnly = false }: { headingOnly?: boolean }) {
  const { city, cityParam } = editorialCity(useCity().city, useSearchParams()[0]);

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-10">
      {!headingOnly && <PageMeta {...editorialHead(city, cityParam)} />}
      <header className="space-y-4">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Editorial</p>
        <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">Guías y planes en {city.name}</h1>
        <p className="max-w-2xl text-lg text-gray-700">
          Barrios, gastronomía, fiestas y paseos de {city.name}, con horarios orientativos y enlaces a las
          fuentes oficiales.
        </p>
        {/* How the agenda is made, said plainly: public agendas are imported automatically and only the
            events people send are reviewed. Nothing picks or writes plans by itself, so it claims no AI. */}
        <p className="flex items-start gap-2 rounded-2xl border border-primary/20 bg-primary/5 px-4 py-3 text-sm text-gray-800">
          <InfoIcon className="mt-0.5 shrink-0 text-primary" />
          <span>
            Agenda Norte reúne automáticamente agendas públicas, como Kulturklik y agendas municipales, y el
            equipo revisa cada evento que se envía antes de publicarlo.
          </span>
        </p>
      </header>
      {!headingOnly && (
        <>
          <Suspense fallback={<ArticlesLoading />}>
            <LoadedList key={city.id} cityId={city.id} cityParam={cityParam} />
          </Suspense>
          <section aria-labelledby="editorial-links-title" className="space-y-4">
            <h2 id="editorial-links-title" className="text-2xl font-bold text-gray-900">
              Más planes en {city.name}
            </h2>
            <LinkChips links={EDITORIAL_LINKS}>
              <li>
                <a
                  href={city.contactInfo.instagram}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={CHIP_CLASS}
                >
                  <InstagramIcon width={18} height={18} />
                  {city.contactInfo.instagramLabel}
                  <span className="sr-only"> en Instagram (se abre en una pestaña nueva)</span>
                </a>
              </li>
            </LinkChips>
          </section>
        </>
      )}
    </div>
  );
}
