import { Link, useSearchParams } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-classes';
import { PageMeta, useCity } from '@/features/city';
import { ARTICLE_NOT_FOUND_HEAD, ARTICLE_NOT_FOUND_TITLE as TITLE } from '../domain/article-head';
import { editorialCity, editorialListPath } from '../domain/list';
import { Suspense, use } from 'react';
import type { City } from '@/config/types';
import { loadEditorialArticles } from '@/content/editorial';
import { ArticleView } from './article-view';
import { ArticlesLoading } from './articles-loading';

function LoadedArticle({
  articleId,
  city,
  cityParam,
}: {
  articleId: string;
  city: City;
  cityParam?: string;
}) {
  const article = use(loadEditorialArticles(city.id)).find((item) => item.id === articleId);
  if (article) return <ArticleView article={article} city={city} cityParam={cityParam} />;
  // The tab says whose page it is, as every other page's title does ('… | Agenda Norte').
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <PageMeta {...ARTICLE_NOT_FOUND_HEAD} />
      <h1 className="text-3xl font-extrabold text-gray-900">{TITLE}</h1>
      <p className="text-gray-700">El artículo que buscas no existe o ya no está disponible.</p>
      <Link to={editorialListPath(cityParam)} className={buttonClasses('primary', 'md')}>
        Volver a la editorial
      </Link>
    </section>
  );
}

/** /editorial/{id} (?city={cityId} for another city's article; default the active city). */
export function ArticlePage({ articleId }: { articleId: string }) {
  const { city, cityParam } = editorialCity(useCity().city, useSearchParams()[0]);
  return (
    <Suspense fallback={<ArticlesLoading />}>
      <LoadedArticle articleId={articleId} city={city} cityParam={cityParam} />
    </Suspense>
  );
}
