import assert from 'node:assert/strict';
import { decodeEntities } from './html_entities.ts';

const CASES: Array<[string, string, string]> = [
  ['decimal reference', 'caf&#233;', 'café'],
  ['hexadecimal reference, either case', 'caf&#xE9; caf&#xe9; caf&#XE9;', 'café café café'],
  ['numeric reference without its semicolon (browsers read it)', 'jav&#x61script', 'javascript'],
  ['numeric reference naming no character', '&#0; &#xD800; &#x110000;', '\ufffd \ufffd \ufffd'],
  ['markup characters', '&amp; &lt; &gt; &quot; &apos; &AMP; &LT;', `& < > " ' & <`],
  ['no-break space', 'a&nbsp;b', 'a\u00a0b'],
  ['names are case-sensitive', '&Eacute; &eacute; &Ntilde; &ntilde;', 'É é Ñ ñ'],
  ['a name in the wrong case is not a name', '&EACUTE; &NBSP; &Amp;', '&EACUTE; &NBSP; &Amp;'],
  ['Latin-1 names, digits included', '&iquest;&frac12; &ordm; &yuml;', '¿½ º ÿ'],
  ['typographic names', '&ldquo;x&rdquo; 10&euro; &hellip; &ndash;', '“x” 10€ … –'],
  [
    'punctuation that can hide a URL scheme',
    'javascript&colon; java&Tab;s&NewLine;',
    'javascript: java\ts\n',
  ],
  [
    'unknown names stay as written',
    '&unknown; &constructor; &toString;',
    '&unknown; &constructor; &toString;',
  ],
  ['a named reference needs its semicolon', '&aacute &amp x', '&aacute &amp x'],
  ['one pass: an escaped reference stays a reference', '&amp;aacute; &amp;#233;', '&aacute; &#233;'],
  ['a bare ampersand stays', 'Tom & Jerry &', 'Tom & Jerry &'],
];

for (const [name, input, expected] of CASES) {
  Deno.test(`decodeEntities: ${name}`, () => {
    assert.equal(decodeEntities(input), expected);
  });
}

Deno.test('decodeEntities with keepMarkup leaves markup characters encoded, whatever the spelling', () => {
  assert.equal(
    decodeEntities('<p>A&ntilde;o &lt;b&gt; &#60;i&#x3E; &amp; &quot;x&quot; &#39;</p>', {
      keepMarkup: true,
    }),
    '<p>Año &lt;b&gt; &#60;i&#x3E; &amp; &quot;x&quot; &#39;</p>',
  );
});
