/**
 * HTML character references (&eacute;, &#233;, &#xE9;), one table and one decoder for the app and
 * the functions: link checks, visible text, imported text and search all read entities alike.
 * Runtime-neutral (browser, Node, Deno).
 *
 * Names are case-sensitive, as in HTML (&Eacute; is É, &eacute; is é). A named reference needs its
 * ';' and a name outside the table stays as written; a numeric one may omit the ';' (browsers read
 * "&#x61" as "a", which matters to link checks), and one that names no character (0, a surrogate,
 * beyond U+10FFFF) becomes U+FFFD, as browsers read it.
 */

/** The Latin-1 names, those of U+00A0 … U+00FF in order (&nbsp;, &aacute;, &ntilde;, &ordm;…). */
const LATIN1_NAMES = (
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn ' +
  'sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave ' +
  'Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ' +
  'ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN ' +
  'szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute ' +
  'icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml ' +
  'yacute thorn yuml'
).split(' ');

/**
 * The named references read: markup characters (with HTML's upper-case spellings), the punctuation
 * that can hide a URL scheme ("javascript&colon;", "java&Tab;script:"), Latin-1 and the typographic
 * ones Spanish agendas write (&euro;, &hellip;, &ldquo;…). Not HTML's full list of 2,000-odd names:
 * the others stay as written.
 */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  AMP: '&',
  lt: '<',
  LT: '<',
  gt: '>',
  GT: '>',
  quot: '"',
  QUOT: '"',
  apos: "'",
  COPY: '©',
  REG: '®',
  colon: ':',
  Tab: '\t',
  NewLine: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  euro: '€',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  lsaquo: '‹',
  rsaquo: '›',
  bull: '•',
  trade: '™',
  dagger: '†',
  Dagger: '‡',
  permil: '‰',
  prime: '′',
  Prime: '″',
  OElig: 'Œ',
  oelig: 'œ',
  Scaron: 'Š',
  scaron: 'š',
  Yuml: 'Ÿ',
  fnof: 'ƒ',
  circ: 'ˆ',
  tilde: '˜',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  zwnj: '\u200c',
  zwj: '\u200d',
  lrm: '\u200e',
  rlm: '\u200f',
  minus: '−',
  ...Object.fromEntries(LATIN1_NAMES.map((name, i) => [name, String.fromCharCode(0xa0 + i)])),
};

// Looked up in a Map, not the object: '&constructor;' must not find Object.prototype's.
const NAMED = new Map(Object.entries(NAMED_ENTITIES));

const REFERENCE = /&(?:#[xX]([0-9a-fA-F]+)|#([0-9]+)|([A-Za-z][A-Za-z0-9]*))(;?)/g;

/** Characters that mean markup in HTML (see `keepMarkup`). */
const MARKUP = new Set(['<', '>', '&', '"', "'"]);

export interface DecodeOptions {
  /**
   * Leave the references of markup characters (&lt; &gt; &amp; &quot; &#39;…) encoded, so that
   * decoding HTML never creates a tag or breaks an attribute.
   */
  keepMarkup?: boolean;
}

/** The text with its character references decoded in one pass ('&amp;aacute;' gives '&aacute;'). */
export function decodeEntities(text: string, options: DecodeOptions = {}): string {
  if (!text.includes('&')) return text;
  return text.replace(
    REFERENCE,
    (whole, hex?: string, decimal?: string, name?: string, semicolon?: string) => {
      let out: string | undefined;
      if (name !== undefined) {
        out = semicolon === ';' ? NAMED.get(name) : undefined;
        if (out === undefined) return whole;
      } else {
        const code = hex !== undefined ? parseInt(hex, 16) : parseInt(decimal!, 10);
        out =
          code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
            ? '\ufffd'
            : String.fromCodePoint(code);
      }
      return options.keepMarkup && MARKUP.has(out) ? whole : out;
    },
  );
}
