import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EDITORIAL_PAGE_SIZE } from '@/config/constants';
import { Pagination } from '@/components/ui/pagination';
import { paginate } from '@/lib/paginate';
import type { EditorialArticle } from '@/content/editorial/types';
import {
  EDITORIAL_PARAMS,
  parseEditorialPage,
  parseEditorialSort,
  searchArticles,
  sortArticles,
  type EditorialSort,
} from '../domain/list';
import { EditorialCard } from './editorial-card';
import { EditorialToolbar } from './editorial-toolbar';

export interface EditorialListProps {
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
  const query = params.get(EDITORIAL_PARAMS.query) ?? '';
  const sort = parseEditorialSort(params.get(EDITORIAL_PARAMS.sort));
  const requestedPage = parseEditorialPage(params.get(EDITORIAL_PARAMS.page));

  const results = sortArticles(searchArticles(articles, query), sort);
  const page = paginate(results, requestedPage, EDITORIAL_PAGE_SIZE);

  // Any change of search or sort goes back to page 1; the default values are left out of the URL.
  const update = (changes: Partial<Record<'query' | 'sort' | 'page', string | null>>, replace: boolean) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          const name = EDITORIAL_PARAMS[key as keyof typeof changes];
          if (value) next.set(name, value);
          else next.delete(name);
        }
        if (!('page' in changes)) next.delete(EDITORIAL_PARAMS.page);
        return next;
      },
      { replace },
    );
  };

  const changePage = (target: number) => {
    update({ page: target > 1 ? String(target) : null }, false);
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <section aria-labelledby="editorial-articles-title" className="space-y-6">
      <h2
        id="editorial-articles-title"
        ref={headingRef}
        className="scroll-mt-24 text-2xl font-bold text-gray-900"
      >
        Artículos
      </h2>
      <EditorialToolbar
        query={query}
        sort={sort}
        onQueryChange={(value) => update({ query: value.trim() === '' ? null : value }, true)}
        onSortChange={(value: EditorialSort) => update({ sort: value === 'recientes' ? null : value }, true)}
      />
      <p className="text-sm text-gray-700" aria-live="polite">
        {results.length === 1 ? '1 artículo' : `${results.length} artículos`}
      </p>
      {page.items.length === 0 ? (
        <p className="rounded-2xl bg-gray-50 px-4 py-10 text-center text-gray-800">
          No hay artículos que coincidan con tu búsqueda.
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.items.map((article) => (
            <li key={article.id} className="flex">
              <EditorialCard article={article} cityParam={cityParam} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        label="Paginación de artículos"
        page={page.page}
        totalPages={page.totalPages}
        onPageChange={changePage}
      />
    </section>
  );
}
