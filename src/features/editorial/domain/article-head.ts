import type { PageHead } from '@/components/seo/head-tags';
import { SITE_NAME } from '@/config/site';
import type { City } from '@/config/types';
import type { EditorialArticle } from '@/content/editorial/types';
import { m } from '@/i18n/paraglide/messages.js';
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
    keywords: [
      city.name,
      m.editorial_keyword_editorial(),
      m.editorial_keyword_guide(),
      m.editorial_keyword_what_to_do(),
    ],
    type: 'article',
  };
}

/**
 * The head of an article that does not exist. Its title is read when the head is (spread or served),
 * so it is in the page's language, set after this module loads.
 */
export const ARTICLE_NOT_FOUND_HEAD: PageHead = {
  get title() {
    return `${m.editorial_not_found_title()} | ${SITE_NAME}`;
  },
  noindex: true,
};
