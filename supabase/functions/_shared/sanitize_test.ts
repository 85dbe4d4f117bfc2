import assert from 'node:assert/strict';
import { escapeHtml, htmlToText, safeHref } from './sanitize.ts';
import { descriptionToHtml, sanitizeHtml } from './sanitize_html.ts';

const LINK = 'rel="noopener noreferrer nofollow" target="_blank"';

const cases: Array<[string, string, string]> = [
  [
    'allowed tags stay',
    '<p>Hola <strong>mundo</strong> <em>y</em> <b>más</b> <i>cosas</i> <u>aquí</u></p>',
    '<p>Hola <strong>mundo</strong> <em>y</em> <b>más</b> <i>cosas</i> <u>aquí</u></p>',
  ],
  [
    'lists stay',
    '<ul><li>uno</li><li>dos</li></ul><ol><li>tres</li></ol>',
    '<ul><li>uno</li><li>dos</li></ul><ol><li>tres</li></ol>',
  ],
  ['br is void', 'línea<br>otra<br/>y otra<br />', 'línea<br>otra<br>y otra<br>'],
  ['script dropped with its content', 'a<script>alert(1)</script>b', 'ab'],
  ['script in capitals', 'a<SCRIPT SRC=//evil.example/x.js></SCRIPT>b', 'ab'],
  ['unclosed script drops the rest', 'a<script>alert(1)', 'a'],
  ['style dropped', '<style>p{color:red}</style><p>x</p>', '<p>x</p>'],
  ['iframe dropped', '<iframe src="https://evil.example"></iframe>ok', 'ok'],
  ['svg dropped', '<svg onload=alert(1)><circle/></svg>ok', 'ok'],
  ['img dropped (with a space)', 'a<img src=x onerror=alert(1)>b', 'a b'],
  ['event handlers dropped', '<p onclick="alert(1)" style="x">t</p>', '<p>t</p>'],
  ['unknown tags dropped, text kept', '<span class="x">texto</span> <font>más</font>', 'texto más'],
  ['div becomes a space', 'uno<div>dos</div>tres', 'uno dos tres'],
  [
    'http link kept with rel',
    '<a href="https://example.com/a?b=1&c=2" onclick="x">ir</a>',
    `<a href="https://example.com/a?b=1&amp;c=2" ${LINK}>ir</a>`,
  ],
  [
    'mailto link kept',
    '<a href="mailto:hola@example.com">escríbenos</a>',
    `<a href="mailto:hola@example.com" ${LINK}>escríbenos</a>`,
  ],
  ['javascript link dropped', '<a href="javascript:alert(1)">x</a>', 'x'],
  ['entity-encoded javascript dropped', '<a href="jav&#x61;script:alert(1)">x</a>', 'x'],
  ['tab-split javascript dropped', '<a href="java\tscript:alert(1)">x</a>', 'x'],
  ['data link dropped', '<a href="data:text/html,<script>alert(1)</script>">x</a>', 'x'],
  ['relative link dropped', '<a href="/admin">x</a>', 'x'],
  ['link without href dropped', '<a name="x">x</a>', 'x'],
  [
    'a link inside a link closes the first (as browsers parse it): never nested',
    '<a href="https://a.example">uno <a href="https://b.example">dos</a></a>',
    `<a href="https://a.example" ${LINK}>uno </a><a href="https://b.example" ${LINK}>dos</a>`,
  ],
  ['comment dropped', 'a<!-- <script>alert(1)</script> -->b', 'ab'],
  ['doctype dropped', '<!DOCTYPE html>x', 'x'],
  ['processing instruction dropped', '<?xml version="1.0"?>x', 'x'],
  ['stray angle brackets escaped', '1 < 2 > 0', '1 &lt; 2 &gt; 0'],
  ['a tag never closed is dropped with what follows', 'ok<a href="x>texto', 'ok'],
  ['unclosed tags closed', '<p><strong>abierto', '<p><strong>abierto</strong></p>'],
  ['misnested tags fixed', '<b><i>x</b>y</i>', '<b><i>x</i></b>y'],
  ['stray closing tags dropped', '</p>x</li>', 'x'],
  ['entities read, bare ampersand escaped', 'Tom &amp; Jerry &eacute; & co', 'Tom &amp; Jerry é &amp; co'],
  ['page headings folded into h3/h4', '<h1>A</h1><h2>B</h2><h6>C</h6>', '<h3>A</h3><h3>B</h3><h4>C</h4>'],
  ['form controls dropped with their text', '<form><input name=a><button>Enviar</button></form>ok', 'ok'],
  ['tag split by a tag', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
  ['attribute with > inside quotes', '<p title="a>b">x</p>', '<p>x</p>'],
];

for (const [name, input, expected] of cases) {
  Deno.test(`sanitizeHtml: ${name}`, () => {
    const out = sanitizeHtml(input);
    assert.equal(out, expected);
    assert.equal(sanitizeHtml(out), out, 'idempotent');
    assert.doesNotMatch(out, /<script|on\w+=|javascript:/i);
  });
}

Deno.test('safeHref allows only http(s) and mailto', () => {
  assert.equal(safeHref('https://example.com'), 'https://example.com');
  assert.equal(safeHref(' http://example.com/x '), 'http://example.com/x');
  assert.equal(safeHref('mailto:a@b.es'), 'mailto:a@b.es');
  for (const bad of [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '&#106;avascript:alert(1)',
    'vbscript:x',
    'data:text/html,x',
    'ftp://x.es',
    '//evil.example',
    'https://',
    '',
  ]) {
    assert.equal(safeHref(bad), null, bad);
  }
});

Deno.test('htmlToText strips tags and decodes entities', () => {
  assert.equal(
    htmlToText('<p>Hola&nbsp;<strong>mundo</strong></p><p>&lt;3 &amp; más</p>'),
    'Hola mundo <3 & más',
  );
});

Deno.test('escapeHtml escapes the five characters', () => {
  assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
});

Deno.test('descriptionToHtml keeps plain text line breaks and escapes it', () => {
  assert.equal(descriptionToHtml('Una línea'), 'Una línea');
  assert.equal(descriptionToHtml('a\nb\n\nc'), '<p>a<br>b</p><p>c</p>');
  assert.equal(descriptionToHtml('5 > 3 & 2 < 4'), '5 &gt; 3 &amp; 2 &lt; 4');
  assert.equal(descriptionToHtml('<p>ya es HTML</p>'), '<p>ya es HTML</p>');
});

Deno.test('sanitizeHtml survives a large hostile input quickly', () => {
  const hostile = '<a href="'.repeat(2000) + '<script>'.repeat(500) + '<p>'.repeat(2000);
  const start = performance.now();
  const out = sanitizeHtml(hostile);
  assert.ok(performance.now() - start < 2000);
  assert.doesNotMatch(out, /<script/i);
});
