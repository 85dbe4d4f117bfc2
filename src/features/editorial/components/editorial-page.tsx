import { Suspense, use } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getCity } from '@/config/cities';
import { loadEditorialArticles } from '@/content/editorial';
import { editorialHead } from '@/content/page-heads';
import { useCity, PageMeta } from '@/features/city';
import { EDITORIAL_PARAMS } from '../domain/list';
import { EditorialLinks } from './editorial-links';
import { EditorialList } from './editorial-list';
import { EditorialNotice } from './editorial-notice';
import { ArticlesLoading } from './articles-loading';

function LoadedList({ cityId, cityParam }: { cityId: string; cityParam?: string }) {
  const articles = use(loadEditorialArticles(cityId));
  return <EditorialList articles={articles} cityParam={cityParam} />;
}

/**
 * /editorial (?city={cityId} shows that city's articles; default the active city). `headingOnly`:
 * the page's frame and heading alone, index.html's first paint of the page
 * (src/build/first-paint-entry.tsx renders it at build time).
 */
export function EditorialPage({ headingOnly = false }: { headingOnly?: boolean }) {
  const { city: activeCity } = useCity();
  const [params] = useSearchParams();
  const city = getCity(params.get(EDITORIAL_PARAMS.city)) ?? activeCity;
  const cityParam = city.id === activeCity.id ? undefined : city.id;

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
        <EditorialNotice />
      </header>
      {!headingOnly && (
        <>
          <Suspense fallback={<ArticlesLoading />}>
            <LoadedList key={city.id} cityId={city.id} cityParam={cityParam} />
          </Suspense>
          <EditorialLinks city={city} />
        </>
      )}
    </div>
  );
}
