import type { PageHead } from '@/components/seo/head-tags';
import { SITE_NAME } from '@/config/site';
import type { City } from '@/config/types';
import type { EditorialArticle } from '@/content/editorial/types';
import { articlePath } from './list';

/** An article's head; `cityParam` when it is another city's article than the site's (?city=). */
export function articleHead(
  article: EditorialArticle,
  city: Pick<City, 'name'>,
  cityParam?: string,
): PageHead {
  return {
    title: `${article.title} | ${SITE_NAME} ${city.name}`,
    description: article.subtitle,
    path: articlePath(article.id, cityParam),
    keywords: [city.name, 'editorial', 'guía', 'qué hacer'],
    type: 'article',
  };
}

export const ARTICLE_NOT_FOUND_TITLE = 'Artículo no encontrado';

export const ARTICLE_NOT_FOUND_HEAD: PageHead = {
  title: `${ARTICLE_NOT_FOUND_TITLE} | ${SITE_NAME}`,
  noindex: true,
};
