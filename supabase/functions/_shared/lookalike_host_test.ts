import assert from 'node:assert/strict';
import { domainToASCII, domainToUnicode } from 'node:url';
import { decodePunycode, hostnameToUnicode, isLookalikeHostname, lookalikeLink } from './lookalike_host.ts';

// Hosts in many alphabets, with accents, digits and hyphens: what URL parsing stores for each must
// decode back to the same text as the runtime's own IDNA decoder gives.
const HOSTS = [
  'аpple.com',
  'аррӏе.com',
  'пример.рф',
  'bücher.de',
  'añoranza.es',
  'ελληνικά.gr',
  'παράδειγμα.δοκιμή',
  '例え.テスト',
  '中文.中国',
  'مثال.إختبار',
  'דוגמה.טעסט',
  'उदाहरण.परीक्षा',
  'münchen-straße.de',
  'ĉu-vi-parolas.eo',
  '😀.example',
  'a1-b2-ñ3.example',
  'xn--ls8h.la',
  'ﬁre.example',
];

Deno.test('the decoder agrees with the runtime IDNA decoder on hosts in many alphabets', () => {
  for (const host of HOSTS) {
    const ascii = new URL(`https://${host}/`).hostname;
    assert.equal(ascii, domainToASCII(host), host);
    assert.equal(hostnameToUnicode(ascii), domainToUnicode(ascii), `${host} (${ascii})`);
  }
});

Deno.test('invalid Punycode is refused, and such a label is kept as it is', () => {
  for (const bad of ['a-!', '-abc', '-', 'ñ-abc', '99999999999', 'abc-9']) {
    assert.equal(decodePunycode(bad), null, bad);
  }
  assert.equal(decodePunycode('a-!'), null);
  assert.equal(decodePunycode('99999999999'), null);
  assert.equal(hostnameToUnicode('xn--a-!.com'), 'xn--a-!.com');
  assert.equal(hostnameToUnicode('example.com'), 'example.com');
});

Deno.test('a Cyrillic а among Latin letters is a look-alike host, parsed or not', () => {
  assert.equal(new URL('https://аpple.com/').hostname, 'xn--pple-43d.com');
  assert.equal(isLookalikeHostname('xn--pple-43d.com'), true);
  assert.equal(isLookalikeHostname('аpple.com'), true);
  assert.deepEqual(lookalikeLink('https://аpple.com/'), {
    url: 'https://аpple.com/',
    host: 'xn--pple-43d.com',
    shownHost: 'аpple.com',
  });
  assert.equal(lookalikeLink('https://xn--pple-43d.com/entradas')?.shownHost, 'аpple.com');
});

Deno.test('Greek letters among Latin ones, and labels made only of look-alikes beside a Latin one', () => {
  assert.equal(isLookalikeHostname('gοogle.com'), true); // Greek omicron
  assert.equal(isLookalikeHostname('pay.pаypal.es'), true);
  assert.equal(isLookalikeHostname('аррӏе.com'), true); // all Cyrillic, reads 'apple'
  assert.equal(isLookalikeHostname('сосо.es'), true);
  assert.equal(isLookalikeHostname('ορα.com'), true); // all Greek look-alikes
});

Deno.test(
  'ordinary hosts are not flagged: Latin with accents, wholly Cyrillic or Greek, other alphabets',
  () => {
    for (const host of [
      'example.com',
      'bilbao.eus',
      'añoranza.es',
      'bücher.de',
      'donostia-kultura.eus',
      'пример.рф',
      'рос.рф',
      'пример.com',
      'ελληνικά.gr',
      '例え.テスト',
      '127.0.0.1',
      '[::1]',
      'localhost',
    ]) {
      assert.equal(isLookalikeHostname(new URL(`https://${host}/`).hostname), false, host);
    }
    assert.equal(lookalikeLink('https://example.com/'), null);
    assert.equal(lookalikeLink('no es un enlace'), null);
  },
);
