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
import { m } from '@/i18n/paraglide/messages.js';

/** The chips under the articles, in the page's language. */
const editorialLinks = () =>
  [
    { to: '/', label: m.editorial_link_all_events() },
    { to: '/eventos?categoria=musica', label: m.editorial_link_music() },
    { to: '/eventos?categoria=gastronomia', label: m.editorial_link_food() },
    { to: '/eventos?categoria=arte', label: m.editorial_link_art() },
    { to: '/eventos?categoria=deportes', label: m.editorial_link_sports() },
    { to: '/contacto', label: m.editorial_link_contact() },
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
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{m.editorial_kicker()}</p>
        <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">
          {m.editorial_title({ city: city.name })}
        </h1>
        <p className="max-w-2xl text-lg text-gray-700">{m.editorial_intro({ city: city.name })}</p>
        {/* How the agenda is made, said plainly: public agendas are imported automatically and only the
            events people send are reviewed. Nothing picks or writes plans by itself, so it claims no AI. */}
        <p className="flex items-start gap-2 rounded-2xl border border-primary/20 bg-primary/5 px-4 py-3 text-sm text-gray-800">
          <InfoIcon className="mt-0.5 shrink-0 text-primary" />
          <span>{m.editorial_how_made()}</span>
        </p>
      </header>
      {!headingOnly && (
        <>
          <Suspense fallback={<ArticlesLoading />}>
            <LoadedList key={city.id} cityId={city.id} cityParam={cityParam} />
          </Suspense>
          <section aria-labelledby="editorial-links-title" className="space-y-4">
            <h2 id="editorial-links-title" className="text-2xl font-bold text-gray-900">
              {m.editorial_more_plans({ city: city.name })}
            </h2>
            <LinkChips links={editorialLinks()}>
              <li>
                <a
                  href={city.contactInfo.instagram}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={CHIP_CLASS}
                >
                  <InstagramIcon width={18} height={18} />
                  {city.contactInfo.instagramLabel}
                  <span className="sr-only"> {m.editorial_instagram_new_tab()}</span>
                </a>
              </li>
            </LinkChips>
          </section>
        </>
      )}
    </div>
  );
}
