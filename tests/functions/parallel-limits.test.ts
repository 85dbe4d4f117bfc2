// @vitest-environment node
/**
 * The edge functions' hourly limits hold for requests that arrive together: each function counts and
 * stores in one database transaction (migration 20261127002000), where it used to count with one
 * request and insert with the next, so a burst all read the same count and was all accepted
 * (20 parallel submissions from one address: 20 stored, limit 5; 10 parallel deletion requests:
 * 5 rows and 5 e-mails, limit 3).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validSubmission } from '../../supabase/functions/_shared/submission_corpus.ts';
import {
  client,
  count,
  FIRST_CALL_TIMEOUT,
  invoke,
  madridToday,
  mailTo,
  MODERATION_EMAIL,
  rawPost,
  signUp,
  startStack,
} from './helpers.ts';
import type { Stack } from './helpers.ts';

let s: Stack;

beforeAll(async () => {
  s = await startStack();
  await rawPost(s, 'submit-event', { body: '{}' });
  await rawPost(s, 'send-delete-confirmation');
}, FIRST_CALL_TIMEOUT);

afterAll(async () => {
  await s?.stop();
});

describe('parallel requests cannot pass an hourly limit', () => {
  it('submit-event: 20 valid submissions at once from one address → exactly 5 accepted, 15 × 429', async () => {
    const tag = `Ráfaga ${Date.now()}`;
    const c = client(s);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        invoke(
          c,
          'submit-event',
          // A contact address each, so only the per-address (IP) limit applies.
          {
            ...validSubmission(madridToday()),
            title: `${tag} ${i}`,
            submitted_by_email: `rafaga-${i}@example.com`,
          },
        ),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([...Array(5).fill(201), ...Array(15).fill(429)]);
    expect(
      await count(s, `select count(*) as n from public.event_submissions where payload->>'title' like $1`, [
        `${tag} %`,
      ]),
    ).toBe(5);
    // The team hears of the accepted five only.
    const told = (await mailTo(s, MODERATION_EMAIL)).filter((m) => m.subject.includes(tag));
    expect(told).toHaveLength(5);
  });

  it('send-delete-confirmation: 10 requests at once → 3 rows and 3 e-mails, 7 × 429', async () => {
    const u = await signUp(s, 'baja-rafaga');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        invoke(u.client, 'send-delete-confirmation', { email: u.email, confirmationToken: 'x' }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([...Array(3).fill(200), ...Array(7).fill(429)]);
    expect(
      await count(s, 'select count(*) as n from public.pending_account_deletions where user_id = $1', [u.id]),
    ).toBe(3);
    const mails = (await mailTo(s, u.email)).filter((m) => m.subject.startsWith('Confirma la baja'));
    expect(mails).toHaveLength(3);
  });
});
