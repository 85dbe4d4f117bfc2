import type { EditorialArticle } from '@/content/editorial/types';

/** A complete article for tests; override what the test is about. */
export function makeArticle(overrides: Partial<EditorialArticle> = {}): EditorialArticle {
  return {
    id: '1',
    title: 'Artículo de prueba',
    subtitle: 'Subtítulo de prueba',
    imageUrl: '/images/categories/cultura.svg',
    imageAlt: 'Ilustración de cultura',
    publishedAt: '2025-06-01',
    link: { label: 'Ver planes de cultura', to: '/cultura' },
    longText: ['Primer párrafo.', 'Segundo párrafo.'],
    horarios: ['Todo el día.'],
    links: [{ label: 'Web oficial', url: 'https://example.org' }],
    map: { query: 'Plaza Mayor, Ciudad', place: 'Plaza Mayor' },
    ...overrides,
  };
}

/** `count` articles with ids '1'…'count', one day apart (article 1 the oldest). */
export function makeArticles(count: number): EditorialArticle[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const day = String(n).padStart(2, '0');
    return makeArticle({ id: String(n), title: `Artículo ${n}`, publishedAt: `2025-03-${day}` });
  });
}
