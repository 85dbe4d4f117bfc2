import assert from 'node:assert/strict';
import { etagMatches } from './etag.ts';

const ETAG = '"abc123"';

Deno.test('etagMatches: If-None-Match against an ETag', () => {
  const cases: Array<[string | null, boolean]> = [
    [null, false],
    ['', false],
    ['"abc123"', true],
    ['W/"abc123"', true],
    ['"other", "abc123"', true],
    ['*', true],
    ['"other"', false],
    ['abc123', false],
  ];
  for (const [header, expected] of cases) assert.equal(etagMatches(header, ETAG), expected, String(header));
});
