import { ExternalLinkIcon } from '@/components/ui/icons';
import { MapEmbed } from '@/components/ui/map-embed';
import type { EditorialLink } from '@/content/editorial/types';
import { articleMapUrl } from '../domain/list';

/** 'Enlaces útiles': other sites, opened in a new tab without access to this page. */
export function ArticleLinks({ links }: { links: readonly EditorialLink[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="article-links-title" className="space-y-3">
      <h2 id="article-links-title" className="text-xl font-bold text-gray-900">
        Enlaces útiles
      </h2>
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={link.url}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 font-medium text-primary hover:underline"
            >
              {link.label}
              <ExternalLinkIcon width={16} height={16} />
              <span className="sr-only"> (se abre en una pestaña nueva)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The place on an embedded map, loaded only when scrolled near. */
export function ArticleMap({ query, place }: { query: string; place: string }) {
  return <MapEmbed src={articleMapUrl(query)} place={place} />;
}
