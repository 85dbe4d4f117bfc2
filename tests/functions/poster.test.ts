import { describe, expect, it } from 'vitest';
import {
  estimateTextWidth,
  POSTER_LAYOUTS,
  POSTER_TITLE_MAX_LINES,
  posterLayout,
  posterSvg,
  type PosterInput,
} from '../../supabase/functions/_shared/poster.ts';

const base: PosterInput = {
  title: 'Jazz en el Kafe',
  dateLabel: 'sáb, 22 nov · 20:00',
  venue: 'Bilbo Kafe',
  categoryName: 'Música',
  colors: { primary: '#6d28d9', secondary: '#1c1c28', accent: '#00695c' },
  seed: 'd4e58128-8c55-4d8e-a8d1-76f38a5bd001',
};

const LONG_TITLE =
  'Itsaso Trío: concierto de presentación del nuevo disco «Mareas» en el Teatro Arriaga con invitados de toda la costa y una sesión de baile al final de la noche';
const LONG_WORD = 'Supercalifragilisticoespialidosamente'.repeat(4);
const SIZES = [
  ['card', undefined, undefined],
  ['share image', 1200, 630],
] as const;

/** A seed for each layout (found by trying ids, as the app's events would spread over them). */
const SEED_OF = Object.fromEntries(
  POSTER_LAYOUTS.map((layout) => {
    for (let i = 0; ; i++) if (posterLayout(`evento-${i}`) === layout) return [layout, `evento-${i}`];
  }),
) as Record<(typeof POSTER_LAYOUTS)[number], string>;

function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.localName).toBe('svg');
  return doc;
}

/** The title's lines: the bold text elements (font-weight 800). */
function titleLines(doc: Document): Element[] {
  return [...doc.querySelectorAll('text')].filter((t) => t.getAttribute('font-weight') === '800');
}

const cases = POSTER_LAYOUTS.flatMap((layout) =>
  SIZES.map(([name, width, height]) => ({ layout, name, width, height })),
);

describe('posterSvg', () => {
  it.each(cases)('$layout, $name: well-formed, self-contained and small', ({ layout, width, height }) => {
    const svg = posterSvg({ ...base, title: LONG_TITLE, seed: SEED_OF[layout], width, height });
    const doc = parse(svg);
    const root = doc.documentElement;
    expect(root.getAttribute('width')).toBe(String(width ?? 640));
    expect(root.getAttribute('height')).toBe(String(height ?? 360));
    expect(root.getAttribute('viewBox')).toBe(`0 0 ${width ?? 640} ${height ?? 360}`);
    // Nothing loaded from elsewhere: no links, images, fonts or url() references.
    expect(svg).not.toMatch(/href|<image|@import|@font-face|url\(/);
    expect(svg.match(/https?:\/\/[^'"\s)]*/g)).toEqual(['http://www.w3.org/2000/svg']);
    expect(new TextEncoder().encode(svg).length).toBeLessThan(3000);
    const texts = [...doc.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toContain('sáb, 22 nov · 20:00');
    expect(texts).toContain('Bilbo Kafe');
    expect(texts).toContain('MÚSICA');
  });

  it.each(cases)(
    '$layout, $name: a long title fits in at most 3 lines, inside the poster, ending in …',
    ({ layout, width, height }) => {
      const w = width ?? 640;
      const h = height ?? 360;
      for (const title of [LONG_TITLE, LONG_WORD, `${LONG_WORD} ${LONG_TITLE}`]) {
        const doc = parse(posterSvg({ ...base, title, seed: SEED_OF[layout], width, height }));
        const lines = titleLines(doc);
        expect(lines.length).toBeGreaterThan(0);
        expect(lines.length).toBeLessThanOrEqual(POSTER_TITLE_MAX_LINES);
        expect(lines.at(-1)!.textContent).toMatch(/…$/);
        for (const line of lines) {
          const size = Number(line.getAttribute('font-size'));
          const x = Number(line.getAttribute('x'));
          const y = Number(line.getAttribute('y'));
          const width = estimateTextWidth(line.textContent!, size);
          const left = line.getAttribute('text-anchor') === 'middle' ? x - width / 2 : x;
          expect(left).toBeGreaterThanOrEqual(0.04 * w);
          expect(left + width).toBeLessThanOrEqual(0.96 * w);
          // Inside the band a 21:9 box keeps of a 16:9 poster (object-fit: cover crops 12% off each end).
          expect(y - size).toBeGreaterThanOrEqual(0.12 * h);
          expect(y).toBeLessThanOrEqual(0.88 * h);
        }
      }
    },
  );

  it.each(cases)('$layout, $name: a short title stays whole on one line', ({ layout, width, height }) => {
    const lines = titleLines(parse(posterSvg({ ...base, seed: SEED_OF[layout], width, height })));
    expect(lines.map((l) => l.textContent)).toEqual(['Jazz en el Kafe']);
  });

  it.each([
    ['title', { title: 'Rock <&> "Roll" & \'más\'' }, 'Rock <&> "Roll" & \'más\''],
    ['venue', { venue: 'Bar <b>"Txoko"</b> & Co' }, 'Bar <b>"Txoko"</b> & Co'],
    ['date', { dateLabel: '<script>&"' }, '<script>&"'],
    ['category', { categoryName: 'a<b' }, 'A<B'],
  ])('escapes < & " \' in the %s', (_, override, shown) => {
    const svg = posterSvg({ ...base, ...override });
    expect(svg).not.toMatch(/<(?!\/?(svg|style|rect|path|circle|text)[\s>/])/);
    const doc = parse(svg);
    // The title may wrap: its lines joined again.
    const title = titleLines(doc)
      .map((t) => t.textContent)
      .join(' ');
    const texts = [title, ...[...doc.querySelectorAll('text')].map((t) => t.textContent)];
    expect(texts).toContain(shown);
  });

  it('drops characters XML forbids and ignores colours that are not hex', () => {
    const svg = posterSvg({
      ...base,
      title: 'Fiesta\u0000\u0007 \ud800final',
      colors: { primary: "red' onload='x", secondary: 'url(#a)', accent: '#abc' },
    });
    const doc = parse(svg);
    expect(titleLines(doc).map((t) => t.textContent)).toEqual(['Fiesta final']);
    expect(svg).not.toContain('onload');
    expect(svg).not.toContain('url(');
    expect(svg).toContain("fill='#abc'");
  });

  it('draws the same poster for the same seed and distinct layouts for different seeds', () => {
    expect(posterSvg(base)).toBe(posterSvg(base));
    const drawings = POSTER_LAYOUTS.map((layout) => posterSvg({ ...base, seed: SEED_OF[layout] }));
    expect(new Set(drawings).size).toBe(POSTER_LAYOUTS.length);
    // The shapes differ, not only the text: strip the text and compare what is left.
    const shapes = drawings.map((svg) => svg.replace(/<text[^>]*>[^<]*<\/text>/g, ''));
    expect(new Set(shapes).size).toBe(POSTER_LAYOUTS.length);
  });

  it('spreads event ids over every layout', () => {
    const ids = Array.from(
      { length: 40 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(posterLayout(id), (counts.get(posterLayout(id)) ?? 0) + 1);
    expect(counts.size).toBe(POSTER_LAYOUTS.length);
    for (const n of counts.values()) expect(n).toBeGreaterThanOrEqual(4);
  });

  it('leaves out an empty date, venue and category', () => {
    const doc = parse(posterSvg({ ...base, dateLabel: ' ', venue: '', categoryName: '' }));
    expect([...doc.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['Jazz en el Kafe']);
  });
});
