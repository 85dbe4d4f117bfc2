import { Suspense, use } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getCity } from '@/config/cities';
import type { City } from '@/config/types';
import { loadEditorialArticles } from '@/content/editorial';
import { useCity } from '@/features/city';
import { EDITORIAL_PARAMS } from '../domain/list';
import { ArticleNotFound } from './article-not-found';
import { ArticleView } from './article-view';
import { ArticlesLoading } from './articles-loading';

interface LoadedProps {
  articleId: string;
  city: City;
  cityParam?: string;
}

function LoadedArticle({ articleId, city, cityParam }: LoadedProps) {
  const article = use(loadEditorialArticles(city.id)).find((item) => item.id === articleId);
  if (!article) return <ArticleNotFound cityParam={cityParam} />;
  return <ArticleView article={article} city={city} cityParam={cityParam} />;
}

/** /editorial/{id} (?city={cityId} for another city's article; default the active city). */
export function ArticlePage({ articleId }: { articleId: string }) {
  const { city: activeCity } = useCity();
  const [params] = useSearchParams();
  const city = getCity(params.get(EDITORIAL_PARAMS.city)) ?? activeCity;
  const cityParam = city.id === activeCity.id ? undefined : city.id;
  return (
    <Suspense fallback={<ArticlesLoading />}>
      <LoadedArticle articleId={articleId} city={city} cityParam={cityParam} />
    </Suspense>
  );
}
