/**
 * A page's head as data (title, description, canonical, Open Graph, Twitter, robots, JSON-LD), pure:
 * <PageMeta> renders it; edge/handle-request.ts writes it into index.html for link previews and crawlers.
 */
import { serializeJsonLd } from '@/lib/json-ld';
import { SITE_NAME } from '@/config/site';
import type { City } from '@/config/types';
import { getLocale, localePath, type Locale } from '@/i18n/locale';

export interface PageHead {
  title: string;
  description?: string;
  /** The page's canonical path on the city's site ('/musica'); none on a not-found page. */
  path?: string;
  keywords?: readonly string[];
  type?: 'website' | 'article';
  /** Search engines leave the page out. */
  noindex?: boolean;
  /** Share image path on the city's site; the page's default (pageShareImagePath) when absent. */
  image?: string;
  jsonLd?: readonly unknown[];
}

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta' | 'link'; attrs: Record<string, string> }
  | { tag: 'script'; text: string };

/** An event's share image: /og/event/<id>.png; `version` (its updated_at) makes the URL change with the event. */
export function eventShareImagePath(id: string, version?: string | null): string {
  const path = `/og/event/${encodeURIComponent(id)}.png`;
  return version ? `${path}?v=${encodeURIComponent(version)}` : path;
}

/** A page's default share image: '/' → /og/page/home.png, '/musica' → /og/page/musica.png. */
export function pageShareImagePath(path: string): string {
  const slug = path.replace(/[?#].*$/, '').replace(/^\/+|\/+$/g, '');
  return `/og/page/${slug === '' ? 'home' : slug}.png`;
}

const OG_LOCALES: Record<Locale, string> = { es: 'es_ES', eu: 'eu_ES' };

/**
 * The head's tags for `city`, whose site is at `origin` ('https://bilbao.agendanorte.es'), in the
 * page's language: its canonical URL is the page in that language, and an indexed page names both
 * languages' pages (hreflang; Spanish is the default for any other language).
 */
export function headTags(
  head: PageHead,
  city: Pick<City, 'name' | 'theme'>,
  origin: string,
  locale: Locale = getLocale(),
): HeadTag[] {
  const siteName = `${SITE_NAME} ${city.name}`;
  const at = (language: Locale) => `${origin}${localePath(language, head.path ?? '/')}`;
  const canonical = head.path === undefined ? null : at(locale);
  const alternate = (hreflang: string, href: string): HeadTag => ({
    tag: 'link',
    attrs: { rel: 'alternate', hreflang, href },
  });
  const alternates =
    canonical && !head.noindex
      ? [alternate('es', at('es')), alternate('eu', at('eu')), alternate('x-default', at('es'))]
      : [];
  const image = `${origin}${head.image ?? pageShareImagePath(head.path ?? '/')}`;
  const meta = (key: 'name' | 'property', id: string, content: string | undefined): HeadTag[] =>
    content === undefined ? [] : [{ tag: 'meta', attrs: { [key]: id, content } }];
  return [
    { tag: 'title', text: head.title },
    ...meta('name', 'description', head.description),
    ...meta('name', 'keywords', head.keywords?.length ? head.keywords.join(', ') : undefined),
    ...meta('name', 'robots', head.noindex ? 'noindex' : undefined),
    ...(canonical ? [{ tag: 'link' as const, attrs: { rel: 'canonical', href: canonical } }] : []),
    ...alternates,
    ...meta('property', 'og:site_name', siteName),
    ...meta('property', 'og:locale', OG_LOCALES[locale]),
    ...meta('property', 'og:locale:alternate', OG_LOCALES[locale === 'es' ? 'eu' : 'es']),
    ...meta('property', 'og:type', head.type ?? 'website'),
    ...meta('property', 'og:title', head.title),
    ...meta('property', 'og:description', head.description),
    ...meta('property', 'og:url', canonical ?? undefined),
    ...meta('property', 'og:image', image),
    ...meta('property', 'og:image:type', 'image/png'),
    // Share images are 1200×630 PNGs (served at /og/…, edge/share-image.ts).
    ...meta('property', 'og:image:width', '1200'),
    ...meta('property', 'og:image:height', '630'),
    ...meta('property', 'og:image:alt', head.title),
    ...meta('name', 'twitter:card', 'summary_large_image'),
    ...meta('name', 'twitter:title', head.title),
    ...meta('name', 'twitter:description', head.description),
    ...meta('name', 'twitter:image', image),
    ...meta('name', 'theme-color', city.theme.primary),
    ...(head.jsonLd ?? []).map((data): HeadTag => ({ tag: 'script', text: serializeJsonLd(data) })),
  ];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The tags as HTML; `data-head` lets the app remove them at start (src/start.tsx) for its <PageMeta>. */
export function headHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((t) => {
      if (t.tag === 'title') return `<title data-head>${escapeHtml(t.text)}</title>`;
      if (t.tag === 'script') return `<script type="application/ld+json" data-head>${t.text}</script>`;
      const attrs = Object.entries(t.attrs).map(([k, v]) => ` ${k}="${escapeHtml(v)}"`);
      return `<${t.tag}${attrs.join('')} data-head>`;
    })
    .join('\n    ');
}
