// @vitest-environment node
/**
 * An import is a burst of changes to public.events; a page open on the listing must not reload once
 * per change. The listing subscribes as useEventsRealtime does (postgres_changes on public.events,
 * every change through the same throttle with REALTIME_RELOAD_MIN_GAP_MS), here with a supabase-js
 * client over a WebSocket against a local stack while runImport writes 500 Kulturklik items: the
 * burst must cost the page at most two listing reloads (the first change at once, the rest folded
 * into one at the end of the gap), and at least one.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { REALTIME_RELOAD_MIN_GAP_MS } from '@/config/tuning';
import { throttle } from '@/lib/throttle';
import { runImport } from '../../supabase/functions/_shared/import/run.ts';
import type { SourceRow } from '../../supabase/functions/_shared/import/run.ts';
import { kulturklikListing } from '../bench/kulturklik-listing.ts';
import { serviceClient, sql, STACK_TIMEOUT, startDbStack } from '../db/helpers.ts';
import type { TestStack } from '../db/helpers.ts';

const ITEMS = 500;
/** The messages have settled when none has come for this long (and no reload is pending). */
const QUIET_MS = 3 * REALTIME_RELOAD_MIN_GAP_MS;
const SETTLE_TIMEOUT_MS = 120_000;

let s: TestStack;
let page: SupabaseClient;
let channel: RealtimeChannel | null = null;

beforeAll(async () => {
  s = await startDbStack();
}, STACK_TIMEOUT);

afterAll(async () => {
  if (channel) await page.removeChannel(channel);
  await s?.stop();
});

it(
  `an import of ${ITEMS} events reloads an open listing at most twice`,
  async () => {
    // The page: an anonymous visitor's client, subscribed as the listing's hook subscribes.
    page = s.client();
    const reloads: number[] = [];
    const messages: number[] = [];
    const changes = throttle(() => void reloads.push(Date.now()), REALTIME_RELOAD_MIN_GAP_MS);
    await new Promise<void>((resolve, reject) => {
      channel = page
        .channel('events-changes-burst')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'events' }, () => {
          messages.push(Date.now());
          changes.call();
        })
        .subscribe((status, error) => {
          if (status === 'SUBSCRIBED') resolve();
          else if (status !== 'CLOSED') reject(error ?? new Error(status));
        });
    });

    const [source] = await sql<SourceRow>(
      s,
      `insert into public.event_sources (kind, name, licence, trusted)
       values ('kulturklik', 'Kulturklik', 'CC BY 4.0', true) returning id, kind, city_id`,
    );
    const started = Date.now();
    const summary = await runImport(
      serviceClient(s),
      source as SourceRow,
      JSON.stringify(kulturklikListing({ count: ITEMS, seed: 500 })),
    );
    const written = Date.now();
    expect(summary).toMatchObject({ created: ITEMS, rejected: [] });

    // Settled: no message for QUIET_MS since the last one (the throttle's trailing run, if any, is
    // within REALTIME_RELOAD_MIN_GAP_MS of it).
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const last = messages.at(-1) ?? written;
      if (messages.length > 0 && Date.now() - last >= QUIET_MS) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    changes.cancel();

    const first = messages[0] ?? started;
    console.info(
      `[realtime burst] ${ITEMS} events imported in ${written - started} ms; ${messages.length} change ` +
        `messages over ${(messages.at(-1) ?? first) - first} ms (first ${first - started} ms after the ` +
        `import began); ${reloads.length} reload(s) at +${reloads.map((t) => t - first).join(', +')} ms`,
    );
    expect(messages.length).toBeGreaterThanOrEqual(ITEMS);
    expect(reloads.length).toBeGreaterThanOrEqual(1);
    expect(reloads.length).toBeLessThanOrEqual(2);
  },
  SETTLE_TIMEOUT_MS + 60_000,
);
