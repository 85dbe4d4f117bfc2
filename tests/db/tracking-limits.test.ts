// @vitest-environment node
/**
 * Migrations 20261126000200 and 20261127004100: anonymous tracking writes are limited per client and
 * minute. A page counts one view per client a minute, at most 60 views in all; at most 60 outbound
 * clicks. Over a limit the call still succeeds (tracking never gets in a visitor's way) but nothing
 * is counted or stored. The client is the CF-Connecting-IP header, which the gateway sets from the
 * connection (a client's own copy, or its X-Forwarded-For, changes nothing); a request without it
 * is counted in one shared bucket, never left unlimited.
 *
 * Separate visitors are separate loopback addresses (tests/local-stack/helpers/from-address.ts).
 */
import { createHash } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER, UNKNOWN_CLIENT } from '../../supabase/functions/_shared/client_ip.ts';
import { clientFrom } from '../local-stack/helpers/from-address.ts';
import { insertEvent, sql, sqlCount, STACK_TIMEOUT, startDbStack } from './helpers.ts';
import type { TestStack } from './helpers.ts';

let s: TestStack;

beforeAll(async () => {
  s = await startDbStack();
}, STACK_TIMEOUT);

afterAll(async () => {
  await s?.stop();
});

/** An anonymous visitor connecting from `address`, sending `headers` on every request. */
function visitor(address: string, headers: Record<string, string> = {}): SupabaseClient {
  return clientFrom(s.url, s.anonKey, address, headers);
}

const hashOf = (client: string) => createHash('sha256').update(client, 'utf8').digest('hex');

/** Headers a client could forge to look like someone else; the n-th request claims the n-th address. */
const forged = (n: number): Record<string, string> => ({
  [CLIENT_IP_HEADER]: `198.51.100.${n % 250}`,
  'x-forwarded-for': `203.0.113.${n % 250}, 192.0.2.${n % 250}`,
  'x-real-ip': `192.0.2.${n % 250}`,
  forwarded: `for=203.0.113.${n % 250}`,
  'true-client-ip': `198.51.100.${n % 250}`,
});

/**
 * The limits count in one-minute windows of the database clock (this machine's): a test that needs
 * its calls in one window starts at least 10 s before the next minute.
 */
async function awayFromMinuteEdge(): Promise<void> {
  const [row] = await sql<{ s: number | string }>(s, `select extract(second from now()) as s`);
  const second = Number(row?.s ?? 0);
  if (second > 50) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
}

const view = async (c: SupabaseClient, path: string, eventId: string | null = null) => {
  const { data, error } = await c.rpc('increment_page_view', { p_page_path: path, p_event_id: eventId });
  expect(error).toBeNull();
  return Number(data);
};

const stored = (path: string) =>
  sqlCount(s, 'select coalesce(sum(view_count), 0) as n from public.page_views where page_path = $1', [path]);

describe('page views per client', () => {
  it('a reload within the minute returns the current count without adding to it', async () => {
    await awayFromMinuteEdge();
    const event = await insertEvent(s);
    const a = visitor('127.0.10.1');
    const path = `/event/${event}`;
    expect(await view(a, path, event)).toBe(1);
    expect(await view(a, path, event)).toBe(1);
    expect(await view(a, path, event)).toBe(1);
    // Another visitor still counts, and the first one's other pages too.
    expect(await view(visitor('127.0.10.2'), path, event)).toBe(2);
    expect(await view(a, '/musica')).toBe(1);
    expect(await stored(path)).toBe(2);
  }, 30_000);

  it('at most 60 counted views a minute per client, new paths included', async () => {
    await awayFromMinuteEdge();
    const flood = visitor('127.0.10.3');
    for (let i = 0; i < 60; i++) expect(await view(flood, `/flood-${i}`)).toBe(1);
    expect(await view(flood, '/flood-60')).toBe(0);
    expect(
      await sqlCount(s, `select count(*) as n from public.page_views where page_path like '/flood-%'`),
    ).toBe(60);
    // Someone else is not held back by it.
    expect(await view(visitor('127.0.10.4'), '/flood-60')).toBe(1);
  }, 30_000);

  it('the client is the connection: rotating CF-Connecting-IP, X-Forwarded-For and co. counts once', async () => {
    await awayFromMinuteEdge();
    const event = await insertEvent(s);
    const path = `/event/${event}`;
    // One connection claiming a new address on each of 31 requests: one view.
    for (let i = 0; i < 31; i++) {
      expect(await view(visitor('127.0.10.7', forged(i)), path, event)).toBe(1);
    }
    // Each header on its own, rotated, changes nothing either.
    for (const name of [CLIENT_IP_HEADER, 'x-forwarded-for', 'x-real-ip'] as const) {
      for (let i = 0; i < 5; i++) {
        const c = visitor('127.0.10.7', { [name]: `198.51.100.${i + 1}` });
        expect(await view(c, path, event)).toBe(1);
      }
    }
    expect(await stored(path)).toBe(1);
    // What was counted is the socket's address, not any claimed one.
    const [row] = await sql<{ client_hash: string }>(
      s,
      `select client_hash from public.tracking_rate_limits where bucket = 'view:' || md5($1 || '|' || $2)`,
      [path, event],
    );
    expect(row?.client_hash).toBe(hashOf('127.0.10.7'));
    // Another connection is another visitor.
    expect(await view(visitor('127.0.10.8', forged(0)), path, event)).toBe(2);
  }, 60_000);

  it('a request that names no client (a direct database call) is limited in one shared bucket', async () => {
    await awayFromMinuteEdge();
    // Without request.headers (no API request at all), as with a header-less request: not unlimited.
    const counts: number[] = [];
    for (let i = 0; i < 3; i++) {
      const [row] = await sql<{ n: number | string }>(
        s,
        `select public.increment_page_view('/sin-cabecera') as n`,
      );
      counts.push(Number(row?.n));
    }
    expect(counts).toEqual([1, 1, 1]);
    expect(await stored('/sin-cabecera')).toBe(1);
    const rows = await sql<{ client_hash: string }>(
      s,
      `select distinct client_hash from public.tracking_rate_limits where bucket = 'view:' || md5('/sin-cabecera|')`,
    );
    expect(rows.map((r) => r.client_hash)).toEqual([hashOf(UNKNOWN_CLIENT)]);
  }, 30_000);

  it('keeps only a hash of the address, and nobody but the service role reads it', async () => {
    const rows = await sql<{ client_hash: string }>(s, 'select client_hash from public.tracking_rate_limits');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.client_hash))).toBe(true);
    const { data, error } = await visitor('127.0.10.1').from('tracking_rate_limits').select('*');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
    const { error: rpcError } = await visitor('127.0.10.1').rpc('tracking_allowed', {
      p_buckets: ['views'],
      p_limits: [1000],
    });
    expect(rpcError).not.toBeNull();
  });
});

describe('outbound clicks per client', () => {
  it('at most 60 a minute are stored; the insert still succeeds for the client', async () => {
    await awayFromMinuteEdge();
    const clicker = visitor('127.0.10.5');
    const url = 'https://tickets.example/limite';
    for (let i = 0; i < 62; i++) {
      const { error } = await clicker
        .from('external_link_clicks')
        .insert({ external_url: url, source_page: '/' });
      expect(error).toBeNull();
    }
    const count = () =>
      sqlCount(s, 'select count(*) as n from public.external_link_clicks where external_url = $1', [url]);
    expect(await count()).toBe(60);
    const { error } = await visitor('127.0.10.6')
      .from('external_link_clicks')
      .insert({ external_url: url, source_page: '/' });
    expect(error).toBeNull();
    expect(await count()).toBe(61);
  }, 30_000);

  it('rotating address headers do not make more clicks count: 70 sent, 60 stored', async () => {
    await awayFromMinuteEdge();
    const url = 'https://tickets.example/rotando';
    for (let i = 0; i < 70; i++) {
      const { error } = await visitor('127.0.10.9', forged(i))
        .from('external_link_clicks')
        .insert({ external_url: url, source_page: '/' });
      expect(error).toBeNull();
    }
    expect(
      await sqlCount(s, 'select count(*) as n from public.external_link_clicks where external_url = $1', [
        url,
      ]),
    ).toBe(60);
  }, 60_000);

  it('clicks that name no client share one bucket too', async () => {
    await awayFromMinuteEdge();
    const url = 'https://tickets.example/sin-cabecera';
    for (let i = 0; i < 62; i++) {
      await sql(s, `insert into public.external_link_clicks (external_url, source_page) values ($1, '/')`, [
        url,
      ]);
    }
    expect(
      await sqlCount(s, 'select count(*) as n from public.external_link_clicks where external_url = $1', [
        url,
      ]),
    ).toBe(60);
  }, 30_000);
});
