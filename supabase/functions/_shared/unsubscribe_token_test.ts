import assert from 'node:assert/strict';
import { newsletterSecret, signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe_token.ts';

const USER = '5b0f3c0e-8a49-4a57-9d8c-2f0d3b1b9a11';
const secret = new TextEncoder().encode('test-secret');

Deno.test('a token verifies to its user, and only with the same secret', async () => {
  const token = await signUnsubscribeToken(USER, secret);
  assert.match(token, /^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
  assert.equal(await verifyUnsubscribeToken(token, secret), USER);
  assert.equal(await signUnsubscribeToken(USER.toUpperCase(), secret), token);
  assert.equal(await verifyUnsubscribeToken(token, new TextEncoder().encode('other')), null);
});

Deno.test('tampered or malformed tokens are refused', async () => {
  const token = await signUnsubscribeToken(USER, secret);
  const otherUser = '5b0f3c0e-8a49-4a57-9d8c-2f0d3b1b9a12';
  assert.equal(await verifyUnsubscribeToken(`${otherUser}.${token.split('.')[1]}`, secret), null);
  const sig = token.split('.')[1]!;
  const flipped = `${USER}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
  assert.equal(await verifyUnsubscribeToken(flipped, secret), null);
  for (const bad of ['', 'x', USER, `${USER}.`, null, 42, `${token}x`]) {
    assert.equal(await verifyUnsubscribeToken(bad, secret), null, String(bad));
  }
});

Deno.test('the secret: NEWSLETTER_SECRET, else derived from the service-role key', async () => {
  const before = { s: Deno.env.get('NEWSLETTER_SECRET'), k: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') };
  try {
    Deno.env.delete('NEWSLETTER_SECRET');
    Deno.env.set('SUPABASE_SERVICE_ROLE_KEY', 'service-key-a');
    const a = await newsletterSecret();
    Deno.env.set('SUPABASE_SERVICE_ROLE_KEY', 'service-key-b');
    const b = await newsletterSecret();
    assert.notDeepEqual(a, b);
    assert.notDeepEqual(a, new TextEncoder().encode('service-key-a'));
    Deno.env.set('NEWSLETTER_SECRET', 'explicit');
    assert.deepEqual(await newsletterSecret(), new TextEncoder().encode('explicit'));
  } finally {
    if (before.s === undefined) Deno.env.delete('NEWSLETTER_SECRET');
    else Deno.env.set('NEWSLETTER_SECRET', before.s);
    if (before.k === undefined) Deno.env.delete('SUPABASE_SERVICE_ROLE_KEY');
    else Deno.env.set('SUPABASE_SERVICE_ROLE_KEY', before.k);
  }
});
