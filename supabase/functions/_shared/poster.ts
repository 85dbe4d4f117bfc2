/**
 * A poster for an event that has no picture of its own, drawn from its data: title, date, venue,
 * category and colours, as an SVG document string. The app shows it in cards and on the event page
 * (src/features/events/domain/event-poster.ts); share images use the same drawing at 1200×630.
 *
 * Pure and runtime-neutral (no DOM, no Deno API), so browsers and the edge functions draw the same
 * poster. The document references nothing outside itself (no fonts, no images, no links): an SVG
 * shown through <img> may load nothing, and a share image must stand alone. Text uses the system
 * font stack, so its width is only estimated — generously, so a title never runs past its box.
 */

export interface PosterColors {
  /** Fill behind most of the text (the category's colour in the app). */
  primary: string;
  /** The other large fill (the city's dark colour). */
  secondary: string;
  /** Small shapes and the category label's background (the city's accent). */
  accent: string;
}

export interface PosterInput {
  title: string;
  /** Already formatted, e.g. 'sáb, 22 nov · 20:00'; '' to leave it out. */
  dateLabel: string;
  /** '' to leave it out. */
  venue: string;
  /** '' to leave it out. */
  categoryName: string;
  /** Hex colours dark enough to carry white text (every text is white). Anything else is replaced. */
  colors: PosterColors;
  /** The event's id: the same seed always gives the same layout. */
  seed: string;
  /** Default 640×360 (the cards' 16:9); share images use 1200×630. */
  width?: number;
  height?: number;
}

export const POSTER_LAYOUTS = ['bloque', 'banda', 'circulos', 'marco'] as const;
export type PosterLayout = (typeof POSTER_LAYOUTS)[number];

export const POSTER_WIDTH = 640;
export const POSTER_HEIGHT = 360;
/** At most this many title lines; a longer title ends its last line with '…'. */
export const POSTER_TITLE_MAX_LINES = 3;

const FALLBACK_COLORS: PosterColors = { primary: '#374151', secondary: '#1f2937', accent: '#b45309' };
const ELLIPSIS = '…';
// Line height of the title, in font sizes.
const LEADING = 1.12;

/** FNV-1a: a small, stable hash, so a seed picks the same layout in every runtime. */
function hash(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The layout a seed draws: different events spread over the four compositions. */
export function posterLayout(seed: string): PosterLayout {
  return POSTER_LAYOUTS[hash(seed) % POSTER_LAYOUTS.length] ?? 'bloque';
}

// XML 1.0 allows no C0 control other than tab and line breaks, no U+FFFE/U+FFFF and no lone
// surrogate: a parser rejects the whole document for one of them, so they are dropped.
// prettier-ignore
// deno-lint-ignore no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text as XML character data: the five special characters escaped, characters XML forbids dropped. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function color(value: string, fallback: string): string {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : fallback;
}

/**
 * Estimated advance of a character in em, for a bold system sans-serif. Deliberately on the wide
 * side (Arial Bold's 'a' is 0.56 em, its capitals about 0.72 em): the real font is not known, and a
 * line that ends short looks fine where one that runs off the poster does not.
 */
function charWidth(c: string): number {
  if (c === ' ') return 0.3;
  if ("iljtfrI.,;:!|'’()[]-".includes(c)) return 0.4;
  if ('mwMW@%'.includes(c)) return 0.98;
  if (c >= '0' && c <= '9') return 0.62;
  if (c !== c.toLowerCase()) return 0.8;
  if (c.charCodeAt(0) > 0x2e7f) return 1.05; // CJK, emoji: about a full em
  return 0.64;
}

export function estimateTextWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const c of text) em += charWidth(c);
  return em * fontSize;
}

/** The text, shortened with '…' until it fits (whole characters, never half a surrogate pair). */
function ellipsize(text: string, maxWidth: number, size: number, force = false): string {
  if (!force && estimateTextWidth(text, size) <= maxWidth) return text;
  const chars = Array.from(text);
  while (chars.length > 0 && estimateTextWidth(chars.join('') + ELLIPSIS, size) > maxWidth) chars.pop();
  return chars.join('').replace(/[\s,.;:·–-]+$/, '') + ELLIPSIS;
}

/** Greedy word wrap; a word wider than the line is cut where it fills one. */
function wrap(text: string, maxWidth: number, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const joined = line ? `${line} ${word}` : word;
    if (estimateTextWidth(joined, size) <= maxWidth) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    let rest = Array.from(word);
    while (rest.length > 1 && estimateTextWidth(rest.join(''), size) > maxWidth) {
      let n = 1;
      while (n < rest.length && estimateTextWidth(rest.slice(0, n + 1).join(''), size) <= maxWidth) n++;
      lines.push(rest.slice(0, n).join(''));
      rest = rest.slice(n);
    }
    line = rest.join('');
  }
  if (line) lines.push(line);
  return lines;
}

export interface FittedText {
  size: number;
  lines: string[];
}

/**
 * The largest size (from maxSize down to minSize) at which the text wraps into the box in at most
 * maxLines lines; if none does, minSize with the last line cut short by '…'.
 */
export function fitText(
  text: string,
  box: { width: number; height: number },
  sizes: { max: number; min: number },
  maxLines = POSTER_TITLE_MAX_LINES,
): FittedText {
  const step = Math.max(1, (sizes.max - sizes.min) / 8);
  const linesAt = (size: number) =>
    Math.max(1, Math.min(maxLines, Math.floor((box.height - size) / (size * LEADING)) + 1));
  for (let size = sizes.max; size >= sizes.min - 0.01; size -= step) {
    const lines = wrap(text, box.width, size);
    if (lines.length <= linesAt(size)) return { size, lines };
  }
  const size = sizes.min;
  const all = wrap(text, box.width, size);
  const n = linesAt(size);
  if (all.length <= n) return { size, lines: all };
  const lines = all.slice(0, n);
  lines[n - 1] = ellipsize(`${lines[n - 1]} ${all[n] ?? ''}`, box.width, size, true);
  return { size, lines };
}

const r = (n: number) => Math.round(n);

interface Frame {
  w: number;
  h: number;
  /** Scale of the 640×360 design. */
  k: number;
  c: PosterColors;
  /** Bits of the seed's hash that the layouts use for small variations (mirroring, positions). */
  bits: number;
}

interface Texts {
  title: string;
  date: string;
  venue: string;
  category: string;
}

type Anchor = 'start' | 'middle';

/** Lines of text from a baseline, x at their start or middle. */
function textLines(lines: string[], x: number, y: number, size: number, anchor: Anchor, extra = ''): string {
  const a = anchor === 'middle' ? " text-anchor='middle'" : '';
  return lines
    .map(
      (line, i) =>
        `<text x='${r(x)}' y='${r(y + i * size * LEADING)}' font-size='${r(size)}'${a}${extra}>${escapeXml(line)}</text>`,
    )
    .join('');
}

/** The category as a small upper-case label on an accent pill, its top at y. */
function categoryPill(t: Texts, f: Frame, x: number, y: number, maxWidth: number, anchor: Anchor): string {
  if (!t.category) return '';
  const size = 15 * f.k;
  const padX = 10 * f.k;
  const label = ellipsize(t.category.toLocaleUpperCase('es'), maxWidth - 2 * padX, size);
  const width = estimateTextWidth(label, size) + 2 * padX;
  const left = anchor === 'middle' ? x - width / 2 : x;
  const height = size * 1.9;
  return (
    `<rect x='${r(left)}' y='${r(y)}' width='${r(width)}' height='${r(height)}' rx='${r(height / 2)}' fill='${f.c.accent}'/>` +
    textLines([label], anchor === 'middle' ? x : x + padX, y + height * 0.68, size, anchor)
  );
}

/** Title in its box (top or middle aligned), then the date and venue lines from dateY down. */
function body(
  t: Texts,
  f: Frame,
  o: {
    x: number;
    width: number;
    top: number;
    bottom: number;
    dateY: number;
    anchor: Anchor;
    middle?: boolean;
  },
): string {
  const { size, lines } = fitText(
    t.title,
    { width: o.width, height: o.bottom - o.top },
    { max: 48 * f.k, min: 28 * f.k },
  );
  const block = size + (lines.length - 1) * size * LEADING;
  const top = o.middle ? o.top + (o.bottom - o.top - block) / 2 : o.top;
  // A baseline sits about 0.8 em below the top of the capitals' line box.
  let out = textLines(lines, o.x, top + size * 0.82, size, o.anchor, " font-weight='800'");
  const dateSize = 21 * f.k;
  const venueSize = 18 * f.k;
  let y = o.dateY;
  if (t.date) {
    out += textLines(
      [ellipsize(t.date, o.width, dateSize)],
      o.x,
      y,
      dateSize,
      o.anchor,
      " font-weight='700'",
    );
    y += venueSize * 1.45;
  }
  if (t.venue)
    out += textLines([ellipsize(t.venue, o.width, venueSize)], o.x, y, venueSize, o.anchor, " opacity='.88'");
  return out;
}

// Every layout keeps its text and frame between 14% and 86% of the height: the event page shows the 16:9
// poster in a 21:9 box on wide screens (object-fit: cover), which crops 12% off the top and bottom.
const LAYOUTS: Record<PosterLayout, (t: Texts, f: Frame) => string> = {
  // Big type on the category colour, the date and venue on a dark band below.
  bloque: (t, f) => {
    const { w, h, k, c } = f;
    const pad = 0.075 * w;
    return (
      `<rect width='${w}' height='${h}' fill='${c.primary}'/>` +
      `<rect y='${r(0.64 * h)}' width='${w}' height='${r(0.36 * h)}' fill='${c.secondary}'/>` +
      `<rect x='${r(pad)}' y='${r(0.64 * h - 4 * k)}' width='${r(0.2 * w)}' height='${r(8 * k)}' fill='${c.accent}'/>` +
      categoryPill(t, f, pad, 0.15 * h, w - 2 * pad, 'start') +
      body(t, f, {
        x: pad,
        width: w - 2 * pad,
        top: 0.28 * h,
        bottom: 0.6 * h,
        dateY: 0.75 * h,
        anchor: 'start',
        middle: true,
      })
    );
  },
  // A slanted panel of the category colour with an accent stripe across a dark ground.
  banda: (t, f) => {
    const { w, h, c, bits } = f;
    const pad = 0.075 * w;
    // Half the posters lean the other way.
    const x = (v: number) => r(bits & 1 ? w - v * w : v * w);
    return (
      `<rect width='${w}' height='${h}' fill='${c.secondary}'/>` +
      `<path d='M${x(0.6)} 0H${x(1)}V${h}H${x(0.36)}Z' fill='${c.primary}'/>` +
      `<path d='M${x(0.53)} 0H${x(0.57)}L${x(0.33)} ${h}H${x(0.29)}Z' fill='${c.accent}'/>` +
      categoryPill(t, f, pad, 0.15 * h, w - 2 * pad, 'start') +
      body(t, f, {
        x: pad,
        width: w - 2 * pad,
        top: 0.28 * h,
        bottom: 0.66 * h,
        dateY: 0.76 * h,
        anchor: 'start',
      })
    );
  },
  // Large overlapping circles at one side, the text beside them.
  circulos: (t, f) => {
    const { w, h, k, c, bits } = f;
    const pad = 0.075 * w;
    const low = bits & 2 ? 0.2 : 0;
    return (
      `<rect width='${w}' height='${h}' fill='${c.secondary}'/>` +
      `<circle cx='${r(0.9 * w)}' cy='${r((0.18 + low) * h)}' r='${r(0.5 * h)}' fill='${c.primary}'/>` +
      `<circle cx='${r(0.74 * w)}' cy='${r((0.98 - low) * h)}' r='${r(0.3 * h)}' fill='${c.accent}'/>` +
      `<circle cx='${r(0.74 * w)}' cy='${r((0.98 - low) * h)}' r='${r(0.4 * h)}' fill='none' stroke='#fff' stroke-opacity='.35' stroke-width='${r(3 * k)}'/>` +
      categoryPill(t, f, pad, 0.15 * h, 0.62 * w, 'start') +
      body(t, f, {
        x: pad,
        width: 0.64 * w,
        top: 0.28 * h,
        bottom: 0.66 * h,
        dateY: 0.76 * h,
        anchor: 'start',
      })
    );
  },
  // Centred text inside a thin white frame on the category colour, accent corners.
  marco: (t, f) => {
    const { w, h, k, c } = f;
    const inset = 0.045 * w;
    const top = 0.14 * h;
    const fw = w - 2 * inset;
    const fh = 0.72 * h;
    const corner = 0.07 * w;
    return (
      `<rect width='${w}' height='${h}' fill='${c.primary}'/>` +
      `<path d='M0 0H${r(corner * 2)}L0 ${r(corner * 2)}ZM${w} ${h}H${r(w - corner * 2)}L${w} ${r(h - corner * 2)}Z' fill='${c.accent}'/>` +
      `<rect x='${r(inset)}' y='${r(top)}' width='${r(fw)}' height='${r(fh)}' fill='none' stroke='#fff' stroke-opacity='.6' stroke-width='${r(3 * k)}'/>` +
      categoryPill(t, f, w / 2, 0.19 * h, fw - 0.1 * w, 'middle') +
      body(t, f, {
        x: w / 2,
        width: fw - 0.1 * w,
        top: 0.31 * h,
        bottom: 0.62 * h,
        dateY: 0.71 * h,
        anchor: 'middle',
        middle: true,
      })
    );
  },
};

/** The poster as a standalone SVG document (UTF-8 text, no XML declaration needed). */
export function posterSvg(input: PosterInput): string {
  const w = Math.round(input.width ?? POSTER_WIDTH);
  const h = Math.round(input.height ?? POSTER_HEIGHT);
  const c: PosterColors = {
    primary: color(input.colors.primary, FALLBACK_COLORS.primary),
    secondary: color(input.colors.secondary, FALLBACK_COLORS.secondary),
    accent: color(input.colors.accent, FALLBACK_COLORS.accent),
  };
  const bits = hash(`${input.seed}#`);
  const frame: Frame = { w, h, k: Math.min(w / POSTER_WIDTH, h / POSTER_HEIGHT), c, bits };
  const texts: Texts = {
    title: clean(input.title) || 'Evento',
    date: clean(input.dateLabel),
    venue: clean(input.venue),
    category: clean(input.categoryName),
  };
  // Single-quoted attributes and no needless spaces: the app puts this in a data: URI, where
  // encodeURIComponent leaves ' as it is but turns every space and double quote into three bytes.
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' width='${w}' height='${h}' viewBox='0 0 ${w} ${h}'>` +
    `<style>text{font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;fill:#fff}</style>` +
    LAYOUTS[posterLayout(input.seed)](texts, frame) +
    '</svg>'
  );
}
