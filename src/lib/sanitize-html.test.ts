import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href';
import { descriptionToHtml, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml: the XSS corpus leaves nothing that can run or load', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', ''],
    ['<script>alert(1)</script>texto', 'texto'],
    ['<SCRIPT SRC=//evil.example/x.js></SCRIPT>', ''],
    ['<svg onload=alert(1)><circle /></svg>hola', 'hola'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<iframe src="javascript:alert(1)"></iframe>', ''],
    ['<style>body{display:none}</style>ok', 'ok'],
    ['<a href="javascript:alert(1)">pulsa</a>', 'pulsa'],
    ['<a href="JaVaScRiPt:alert(1)">pulsa</a>', 'pulsa'],
    ['<a href="java&#x09;script:alert(1)">pulsa</a>', 'pulsa'],
    ['<a href=" javascript:alert(1)">pulsa</a>', 'pulsa'],
    ['<a href="data:text/html,<script>alert(1)</script>">pulsa</a>', 'pulsa'],
    ['<a href="/relativo">pulsa</a>', 'pulsa'],
    ['<p onclick="alert(1)" style="color:red" class="x">hola</p>', '<p>hola</p>'],
    ['<div onmouseover=alert(1)>hola</div>', 'hola'],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<form action="https://evil.example"><input name=a><button>Enviar</button></form>', ''],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
    ['<!-- <img src=x onerror=alert(1)> -->texto', 'texto'],
    ['<b><i>sin cerrar', '<b><i>sin cerrar</i></b>'],
    ['<p>uno<p>dos', '<p>uno</p><p>dos</p>'],
    ['<ul><li>a<li>b</ul>', '<ul><li>a</li><li>b</li></ul>'],
    ['<strong><em>a</strong></em>', '<strong><em>a</em></strong>'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<img src=x onerror=window.__xss=1><script>window.__xss=1</script>Concierto', 'Concierto'],
  ])('%s → %s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('keeps the allowed markup and nothing else', () => {
    const html =
      '<h3>Programa</h3><h4>Sábado</h4><p>Una <strong>gran</strong> <b>noche</b> de <em>jazz</em>, <i>swing</i> y <u>más</u>.<br>Entrada libre.</p>' +
      '<ol><li>Uno</li></ol><blockquote>Cita</blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('renames page-level headings and unwraps unknown wrappers', () => {
    expect(
      sanitizeHtml('<h1>A</h1><h2>B</h2><h6>C</h6><span style="x">D</span><font color=red>E</font>'),
    ).toBe('<h3>A</h3><h3>B</h3><h4>C</h4>DE');
  });

  it('keeps http(s) and mailto links, opened safely in a new tab', () => {
    expect(
      sanitizeHtml('<a href="https://kafe.example/?a=1&amp;b=2" onclick="x()" target="_self">web</a>'),
    ).toBe(
      '<a href="https://kafe.example/?a=1&amp;b=2" rel="noopener noreferrer nofollow" target="_blank">web</a>',
    );
    expect(sanitizeHtml('<a href="mailto:hola@example.com">correo</a>')).toBe(
      '<a href="mailto:hola@example.com" rel="noopener noreferrer nofollow" target="_blank">correo</a>',
    );
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('   ')).toBe('');
  });

  it('its output parses back to exactly the same markup (no mutation on re-parse)', () => {
    const once = sanitizeHtml('<p>a<b>b<p>c</b></p><a href="http://x.example">"q"</a>');
    expect(sanitizeHtml(once)).toBe(once);
  });
});

describe('safeHref', () => {
  it.each([
    ['https://example.com/a b', 'https://example.com/a%20b'],
    ['http://example.com', 'http://example.com/'],
    ['mailto:a@b.es', 'mailto:a@b.es'],
    ['javascript:alert(1)', null],
    ['vbscript:x', null],
    ['//evil.example', null],
    ['', null],
    [null, null],
  ])('%s → %s', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});

describe('descriptionToHtml', () => {
  it('turns blank-line blocks into paragraphs and single newlines into <br>, escaping text', () => {
    expect(descriptionToHtml('Hola <3\nadiós\n\nFin & más')).toBe(
      '<p>Hola &lt;3<br>adiós</p><p>Fin &amp; más</p>',
    );
  });

  it('sanitises HTML and leaves its markup alone', () => {
    expect(descriptionToHtml('<p>Hola</p>')).toBe('<p>Hola</p>');
  });
});
