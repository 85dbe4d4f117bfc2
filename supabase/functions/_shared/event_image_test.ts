import assert from 'node:assert/strict';
import {
  EVENT_IMAGE_MESSAGES,
  EVENT_IMAGE_MESSAGES_EU,
  eventImageDeclarationError,
  eventImageMessages,
  eventImagePublicUrl,
  isPendingImagePath,
  MAX_EVENT_IMAGE_BYTES,
  publishedImagePath,
  sniffEventImageType,
} from './event_image.ts';

const bytes = (...parts: Array<number[] | string>): Uint8Array =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));

Deno.test('sniffEventImageType: the first bytes decide, not the name or the declared type', () => {
  const cases: Array<[Uint8Array, string | null]> = [
    [bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg'],
    [bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'image/png'],
    [bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    // A RIFF that is not WebP (a WAV), a PDF, an SVG with script, a GIF, nothing at all.
    [bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), null],
    [bytes('%PDF-1.7\n'), null],
    [bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), null],
    [bytes('GIF89a'), null],
    [bytes([0x89], 'PN'), null],
    [new Uint8Array(0), null],
  ];
  for (const [input, expected] of cases) assert.equal(sniffEventImageType(input), expected);
});

Deno.test('eventImageDeclarationError: JPEG, PNG or WebP from 1 byte to 5 MB', () => {
  assert.equal(eventImageDeclarationError('image/png', 1), null);
  assert.equal(eventImageDeclarationError('image/webp', MAX_EVENT_IMAGE_BYTES), null);
  assert.equal(
    eventImageDeclarationError('image/jpeg', MAX_EVENT_IMAGE_BYTES + 1),
    EVENT_IMAGE_MESSAGES.size,
  );
  assert.equal(eventImageDeclarationError('image/svg+xml', 10), EVENT_IMAGE_MESSAGES.type);
  assert.equal(eventImageDeclarationError('application/pdf', 10), EVENT_IMAGE_MESSAGES.type);
  assert.equal(eventImageDeclarationError('image/png', 0), EVENT_IMAGE_MESSAGES.empty);
  assert.equal(eventImageDeclarationError('image/png', -1), EVENT_IMAGE_MESSAGES.declaration);
  assert.equal(eventImageDeclarationError('image/png', '10'), EVENT_IMAGE_MESSAGES.declaration);
});

Deno.test('isPendingImagePath: only pending/<uuid>.<jpg|png|webp>', () => {
  const id = '0b7c6f2e-4a1d-4c3b-9e8f-1a2b3c4d5e6f';
  for (const ok of [`pending/${id}.jpg`, `pending/${id}.png`, `pending/${id}.webp`]) {
    assert.equal(isPendingImagePath(ok), true, ok);
  }
  for (const bad of [
    `pending/../events/${id}.png`,
    `/pending/${id}.png`,
    `events/${id}.png`,
    `pending/${id}.svg`,
    `pending/${id}.png/..`,
    `pending/x/${id}.png`,
    42,
  ]) {
    assert.equal(isPendingImagePath(bad), false, String(bad));
  }
});

Deno.test('publishedImagePath and eventImagePublicUrl', () => {
  assert.equal(publishedImagePath('pending/a.webp', 'e1'), 'events/e1.webp');
  assert.equal(
    eventImagePublicUrl('https://x.supabase.co/', 'events/e1.png'),
    'https://x.supabase.co/storage/v1/object/public/event-images/events/e1.png',
  );
});

Deno.test('eventImageDeclarationError: the same checks in Basque; Spanish by default', () => {
  assert.deepEqual(Object.keys(EVENT_IMAGE_MESSAGES_EU).sort(), Object.keys(EVENT_IMAGE_MESSAGES).sort());
  assert.equal(eventImageMessages(), EVENT_IMAGE_MESSAGES);
  assert.equal(eventImageMessages('eu').upload, EVENT_IMAGE_MESSAGES_EU.upload);
  assert.equal(eventImageDeclarationError('image/gif', 10), EVENT_IMAGE_MESSAGES.type);
  assert.equal(
    eventImageDeclarationError('image/gif', 10, 'eu'),
    'Kartelak JPEG, PNG edo WebP irudi bat izan behar du.',
  );
  assert.equal(
    eventImageDeclarationError('image/png', MAX_EVENT_IMAGE_BYTES + 1, 'eu'),
    'Kartelak ezin du 5 MB baino gehiago izan. Aukeratu irudi arinago bat.',
  );
  assert.equal(eventImageDeclarationError('image/png', 0, 'eu'), EVENT_IMAGE_MESSAGES_EU.empty);
  assert.equal(eventImageDeclarationError('image/png', 100, 'eu'), null);
});
