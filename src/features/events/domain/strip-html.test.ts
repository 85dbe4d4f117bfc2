import { describe, it, expect } from 'vitest';
import { htmlToText, truncate } from './strip-html';

describe('htmlToText', () => {
  it.each([
    ['<p>Hola <strong>mundo</strong></p>', 'Hola mundo'],
    ['<p>Uno</p><p>Dos</p>', 'Uno Dos'],
    ['Línea<br>otra<br/>y otra', 'Línea otra y otra'],
    ['<ul><li>a</li><li>b</li></ul>', 'a b'],
    ['Pintxos &amp; vino &lt;3', 'Pintxos & vino <3'],
    ['&iexcl;Ma&ntilde;ana&#33; &quot;gratis&quot; &#x20AC;5 &euro;', '¡Mañana! "gratis" €5 €'],
    ['a&nbsp;&nbsp;b', 'a b'],
    ['&amp;lt;b&amp;gt;', '&lt;b&gt;'],
    ['&desconocida;', '&desconocida;'],
    ['<script>alert(1)</script>Texto<style>p{}</style>', 'Texto'],
    ['<!-- nota -->Visible', 'Visible'],
    ['  mucho\n\n   espacio\t ', 'mucho espacio'],
    ['<a href="https://x.es?a=1&b=2">enlace</a>', 'enlace'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (html, expected) => expect(htmlToText(html)).toBe(expected));
});

describe('truncate (word boundary, with …)', () => {
  it.each([
    ['Concierto de jazz', 50, 'Concierto de jazz'],
    ['Concierto de jazz en el Arriaga', 20, 'Concierto de jazz…'],
    ['Concierto de jazz en el Arriaga', 13, 'Concierto de…'],
    ['Concierto de jazz, en el Arriaga', 19, 'Concierto de jazz…'],
    ['Supercalifragilisticoespialidoso', 10, 'Supercali…'],
    ['abc', 3, 'abc'],
    ['abcd', 1, '…'],
    ['abcd', 0, ''],
  ])('%j at %i → %j', (text, max, expected) => expect(truncate(text, max)).toBe(expected));

  it('never exceeds the limit (220 for cards, 140 for meta)', () => {
    const long = 'palabra '.repeat(100);
    expect(truncate(long, 220).length).toBeLessThanOrEqual(220);
    expect(truncate(long, 140).length).toBeLessThanOrEqual(140);
    expect(truncate(long, 140).endsWith('palabra…')).toBe(true);
  });
});
