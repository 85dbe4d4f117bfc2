import { Link, useSearchParams } from 'react-router-dom';
import type { EditorialArticle } from '@/content/editorial/types';
import {
  articlePath,
  formatPublished,
  editorialSortLabels,
  EDITORIAL_PARAMS,
  parseEditorialPage,
  parseEditorialSort,
  searchArticles,
  sortArticles,
} from '../domain/list';
import { useId, useRef } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { EDITORIAL_PAGE_SIZE } from '@/config/constants';
import { Pagination } from '@/components/ui/pagination';
import { paginate } from '@/lib/paginate';
import { m } from '@/i18n/paraglide/messages.js';

const fieldClass =
  'h-11 w-full rounded-full border border-gray-300 bg-white text-base text-gray-900 focus:border-primary sm:text-sm';

interface EditorialListProps {
  articles: readonly EditorialArticle[];
  /** City id carried in article links when the list shows another city than the active one. */
  cityParam?: string;
}

/**
 * Search, sort (newest or oldest) and 6 articles per page. The state lives in the URL (?q, ?orden,
 * ?pagina), so going back from an article returns to the same search and page.
 */
export function EditorialList({ articles, cityParam }: EditorialListProps) {
  const [params, setParams] = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const searchId = useId();
  const sortId = useId();
  const query = params.get(EDITORIAL_PARAMS.query) ?? '';
  const sort = parseEditorialSort(params.get(EDITORIAL_PARAMS.sort));
  const requestedPage = parseEditorialPage(params.get(EDITORIAL_PARAMS.page));

  const results = sortArticles(searchArticles(articles, query), sort);
  const page = paginate(results, requestedPage, EDITORIAL_PAGE_SIZE);

  // A change of search or sort goes back to page 1 (and replaces the history entry); the default
  // values are left out of the URL.
  const update = (key: 'query' | 'sort' | 'page', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(EDITORIAL_PARAMS[key], value);
        else next.delete(EDITORIAL_PARAMS[key]);
        if (key !== 'page') next.delete(EDITORIAL_PARAMS.page);
        return next;
      },
      { replace: key !== 'page' },
    );

  const changePage = (target: number) => {
    update('page', target > 1 ? String(target) : null);
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <section aria-labelledby="editorial-articles-title" className="space-y-6">
      <h2
        id="editorial-articles-title"
        ref={headingRef}
        className="scroll-mt-24 text-2xl font-bold text-gray-900"
      >
        {m.editorial_articles_title()}
      </h2>
      <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-gray-800">
            {m.editorial_search_label()}
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-gray-500" />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => update('query', event.target.value.trim() ? event.target.value : null)}
              placeholder={m.editorial_search_placeholder()}
              autoComplete="off"
              className={`${fieldClass} pr-4 pl-10`}
            />
          </div>
        </div>
        <div className="sm:w-56">
          <label htmlFor={sortId} className="mb-1 block text-sm font-medium text-gray-800">
            {m.editorial_sort_label()}
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) =>
              update('sort', event.target.value === 'recientes' ? null : event.target.value)
            }
            className={`${fieldClass} px-4`}
          >
            {Object.entries(editorialSortLabels()).map(([option, label]) => (
              <option key={option} value={option}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="text-sm text-gray-700" aria-live="polite">
        {m.editorial_results_count({ count: results.length })}
      </p>
      {page.items.length === 0 ? (
        <p className="rounded-2xl bg-gray-50 px-4 py-10 text-center text-gray-800">
          {m.editorial_no_results()}
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.items.map((article) => (
            <li key={article.id} className="flex">
              {/* The whole card opens the article (one link, named by the title). */}
              <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
                <img
                  src={article.imageUrl}
                  alt=""
                  width={640}
                  height={360}
                  loading="lazy"
                  decoding="async"
                  className="aspect-video w-full bg-gray-100 object-cover"
                />
                <div className="flex flex-1 flex-col gap-2 p-5">
                  <p className="text-xs font-medium text-gray-600">
                    <time dateTime={article.publishedAt}>{formatPublished(article.publishedAt)}</time>
                  </p>
                  <h3 className="text-lg font-bold text-gray-900">
                    <Link
                      to={articlePath(article.id, cityParam)}
                      className="after:absolute after:inset-0 after:content-[''] group-hover:text-primary"
                    >
                      {article.title}
                    </Link>
                  </h3>
                  <p className="text-sm text-gray-700">{article.subtitle}</p>
                  <p aria-hidden="true" className="mt-auto pt-2 text-sm font-semibold text-primary">
                    {m.editorial_read_article()}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        label={m.editorial_pagination()}
        page={page.page}
        totalPages={page.totalPages}
        onPageChange={changePage}
      />
    </section>
  );
}
