import assert from 'node:assert/strict';
import { base64url, randomToken, sha256Hex, TOKEN_PATTERN } from './crypto.ts';

Deno.test('sha256Hex matches the known vector', async () => {
  assert.equal(await sha256Hex('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  assert.match(await sha256Hex(''), /^[0-9a-f]{64}$/);
});

Deno.test('randomToken: 32 bytes of base64url, all different', () => {
  const tokens = new Set(Array.from({ length: 200 }, () => randomToken()));
  assert.equal(tokens.size, 200);
  for (const t of tokens) {
    assert.equal(t.length, 43);
    assert.match(t, TOKEN_PATTERN);
  }
});

Deno.test('base64url has no padding or unsafe characters', () => {
  assert.equal(base64url(new Uint8Array([251, 255, 191])), '-_-_');
  assert.equal(base64url(new Uint8Array([1])), 'AQ');
});
