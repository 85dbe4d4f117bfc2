// @vitest-environment node
/**
 * submit-event's limit of 5 submissions an hour per IP holds whatever address headers a caller
 * sends: the address is CF-Connecting-IP, which the gateway sets from the connection (as hosted
 * Supabase's edge does) after dropping every client-sent copy (supabase/README.md, "Client
 * address"). A different connection address is a different client. Each test connects from its own
 * loopback address (tests/local-stack/helpers/from-address.ts), so they do not share an hour.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validSubmission } from '../../supabase/functions/_shared/submission_corpus.ts';
import { clientFrom } from '../local-stack/helpers/from-address.ts';
import {
  FIRST_CALL_TIMEOUT,
  invoke,
  IP_HASH_SALT,
  looksSpanish,
  madridToday,
  query,
  rawPost,
  startStack,
} from './helpers.ts';
import type { Stack } from './helpers.ts';

let s: Stack;

beforeAll(async () => {
  s = await startStack();
  await rawPost(s, 'submit-event', { body: '{}' });
}, FIRST_CALL_TIMEOUT);

afterAll(async () => {
  await s?.stop();
});

let n = 0;
/** A valid submission with its own contact e-mail (the per-e-mail limit stays out of the way). */
const submission = () => ({
  ...validSubmission(madridToday()),
  title: `Evento ${++n}`,
  submitted_by_email: `ip-${n}-${Date.now()}@example.com`,
});

/** Five accepted from `address`, each claiming another client through `headers(i)`; the sixth refused. */
async function sixFrom(address: string, headers: (i: number) => Record<string, string>): Promise<string[]> {
  const c = clientFrom(s.url, s.anonKey, address);
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) {
    const r = await invoke(c, 'submit-event', submission(), headers(i));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    ids.push(String(r.body.id));
  }
  const sixth = await invoke(c, 'submit-event', submission(), headers(5));
  expect(sixth.status).toBe(429);
  // submit-event's RATE_LIMIT_MESSAGE (its module runs only in Deno).
  expect(looksSpanish(sixth.body.error)).toBe(true);
  expect(sixth.body.error).toMatch(/^Has enviado demasiados eventos en poco tiempo\./);
  return ids;
}

const ipHash = (ip: string) => createHash('sha256').update(`${IP_HASH_SALT}:${ip}`).digest('hex');

describe('submit-event: the client is the connection, not a header', () => {
  it('a different CF-Connecting-IP on each request: the sixth is still refused (429, in Spanish)', async () => {
    const ids = await sixFrom('127.0.40.1', (i) => ({ 'cf-connecting-ip': `198.51.100.${i + 1}` }));
    // Stored under the connection's address, not under any of the claimed ones.
    const rows = await query<{ submitter_ip_hash: string }>(
      s,
      'select distinct submitter_ip_hash from public.event_submissions where id = any($1::uuid[])',
      [ids],
    );
    expect(rows.map((r) => r.submitter_ip_hash)).toEqual([ipHash('127.0.40.1')]);
  });

  it('a different X-Forwarded-For (or X-Real-IP, Forwarded, True-Client-IP) on each request: the same', async () => {
    await sixFrom('127.0.40.2', (i) => ({
      'x-forwarded-for': `203.0.113.${i + 1}, 10.0.0.${i + 1}`,
      'x-real-ip': `192.0.2.${i + 1}`,
      forwarded: `for=192.0.2.${i + 1}`,
      'true-client-ip': `192.0.2.${i + 1}`,
    }));
  });

  it('another connection address is another client: it is not held back by the first', async () => {
    await sixFrom('127.0.40.3', () => ({}));
    const r = await invoke(clientFrom(s.url, s.anonKey, '127.0.40.4'), 'submit-event', submission());
    expect(r.status).toBe(201);
  });
});
