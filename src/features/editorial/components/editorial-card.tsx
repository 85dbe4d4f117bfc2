import { Link } from 'react-router-dom';
import type { EditorialArticle } from '@/content/editorial/types';
import { articlePath, formatPublished } from '../domain/list';

export interface EditorialCardProps {
  article: EditorialArticle;
  /** City id carried in the link when the list shows another city than the active one. */
  cityParam?: string;
}

/** One article of the list: the whole card opens it (one link, named by the title). */
export function EditorialCard({ article, cityParam }: EditorialCardProps) {
  return (
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
          Leer artículo →
        </p>
      </div>
    </article>
  );
}
