import { describe, expect, it } from 'vitest';
import { makeArticle, makeArticles } from './article.fixture';
import {
  articleMapUrl,
  articlePath,
  editorialListPath,
  formatPublished,
  parseEditorialPage,
  parseEditorialSort,
  searchArticles,
  sortArticles,
} from './list';

const pintxos = makeArticle({
  id: '1',
  title: 'Casco Viejo y sus pintxos',
  subtitle: 'De barra en barra',
  longText: ['La Plaza Nueva concentra muchos bares.'],
});
const museo = makeArticle({
  id: '2',
  title: 'La ría y el Guggenheim',
  subtitle: 'Un paseo junto al agua',
  longText: ['El museo abrió en 1997.'],
});
const fiestas = makeArticle({
  id: '3',
  title: 'Aste Nagusia',
  subtitle: 'La Semana Grande de agosto',
  longText: ['Marijaia preside las fiestas.'],
});
const all = [pintxos, museo, fiestas];

describe('searchArticles', () => {
  it.each([
    ['', ['1', '2', '3']],
    ['   ', ['1', '2', '3']],
    ['pintxos', ['1']], // title
    ['PASEO', ['2']], // subtitle, any case
    ['ría', ['2']], // accents kept
    ['ria', ['2']], // accents ignored
    ['marijaia', ['3']], // long text
    ['guggenhiem', ['2']], // a typo is forgiven
    ['plaza bares', ['1']], // every word, in any order
    ['plaza museo', []], // words in different articles do not match
    ['zzzz', []],
  ])('%j → %j', (query, ids) => {
    expect(searchArticles(all, query).map((a) => a.id)).toEqual(ids);
  });
});

describe('sortArticles', () => {
  const items = [
    makeArticle({ id: '2', publishedAt: '2025-05-01' }),
    makeArticle({ id: '10', publishedAt: '2025-07-01' }),
    makeArticle({ id: '1', publishedAt: '2025-05-01' }),
    makeArticle({ id: '3', publishedAt: '2025-06-01' }),
  ];

  it('puts the newest first, ties by id', () => {
    expect(sortArticles(items, 'recientes').map((a) => a.id)).toEqual(['10', '3', '1', '2']);
  });

  it('puts the oldest first, ties by id', () => {
    expect(sortArticles(items, 'antiguos').map((a) => a.id)).toEqual(['1', '2', '3', '10']);
  });

  it('does not change its input', () => {
    const copy = [...items];
    sortArticles(items, 'antiguos');
    expect(items).toEqual(copy);
  });

  it('orders numeric ids as numbers', () => {
    expect(
      sortArticles(
        makeArticles(12).map((a) => ({ ...a, publishedAt: '2025-01-01' })),
        'antiguos',
      ).map((a) => a.id),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
  });

  it('orders the numbers inside text ids as numbers too', () => {
    const ids = ['guia-10', 'guia-2', 'bares-3', 'guia-2-b', 'guia', 'guia-02'];
    const sameDay = ids.map((id) => makeArticle({ id, publishedAt: '2025-01-01' }));
    expect(sortArticles(sameDay, 'antiguos').map((a) => a.id)).toEqual([
      'bares-3',
      'guia',
      'guia-02',
      'guia-2',
      'guia-2-b',
      'guia-10',
    ]);
  });
});

describe('URL parameters', () => {
  it.each([
    [null, 'recientes'],
    ['recientes', 'recientes'],
    ['antiguos', 'antiguos'],
    ['otro', 'recientes'],
  ] as const)('sort %j → %j', (value, sort) => {
    expect(parseEditorialSort(value)).toBe(sort);
  });

  it.each([
    [null, 1],
    ['', 1],
    ['2', 2],
    ['0', 1],
    ['-3', 1],
    ['1.5', 1],
    ['abc', 1],
  ] as const)('page %j → %j', (value, page) => {
    expect(parseEditorialPage(value)).toBe(page);
  });
});

describe('paths and formats', () => {
  it('links an article, with the city only when asked', () => {
    expect(articlePath('2')).toBe('/editorial/2');
    expect(articlePath('2', 'pamplona')).toBe('/editorial/2?city=pamplona');
    expect(editorialListPath()).toBe('/editorial');
    expect(editorialListPath('pamplona')).toBe('/editorial?city=pamplona');
  });

  it('embeds the map of a place at zoom 15', () => {
    expect(articleMapUrl('Plaza Nueva, Bilbao')).toBe(
      'https://maps.google.com/maps?q=Plaza%20Nueva%2C%20Bilbao&z=15&output=embed',
    );
  });

  it('writes the publication day in Spanish', () => {
    expect(formatPublished('2025-06-12')).toBe('12 de junio de 2025');
    expect(formatPublished('2025-01-01')).toBe('1 de enero de 2025');
    expect(formatPublished('2025-12-31')).toBe('31 de diciembre de 2025');
    expect(formatPublished('no es una fecha')).toBe('no es una fecha');
    expect(formatPublished('2025-13-01')).toBe('2025-13-01');
  });
});
