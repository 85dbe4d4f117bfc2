// @vitest-environment node
/**
 * Migration 20261126000200: anonymous tracking writes are limited per client IP and minute. A page
 * counts one view per client a minute, at most 60 views in all; at most 60 outbound clicks. Over a
 * limit the call still succeeds (tracking never gets in a visitor's way) but nothing is counted or
 * stored. A request that names no IP is not limited (see rpcs.test.ts: many views in a row).
 */
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { insertEvent, sql, sqlCount, STACK_TIMEOUT, startDbStack } from './helpers.ts';
import type { TestStack } from './helpers.ts';

let s: TestStack;

beforeAll(async () => {
  s = await startDbStack();
}, STACK_TIMEOUT);

afterAll(async () => {
  await s?.stop();
});

/** An anonymous visitor whose requests arrive with these proxy headers. */
function visitor(headers: Record<string, string>): SupabaseClient {
  return createClient(s.url, s.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers },
    realtime: { transport: ws as never },
  });
}

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
    const a = visitor({ 'cf-connecting-ip': '203.0.113.10' });
    const path = `/event/${event}`;
    expect(await view(a, path, event)).toBe(1);
    expect(await view(a, path, event)).toBe(1);
    expect(await view(a, path, event)).toBe(1);
    // Another visitor still counts, and the first one's other pages too.
    expect(await view(visitor({ 'cf-connecting-ip': '203.0.113.11' }), path, event)).toBe(2);
    expect(await view(a, '/musica')).toBe(1);
    expect(await stored(path)).toBe(2);
  }, 30_000);

  it('at most 60 counted views a minute per client, new paths included', async () => {
    await awayFromMinuteEdge();
    const flood = visitor({ 'cf-connecting-ip': '198.51.100.7' });
    for (let i = 0; i < 60; i++) expect(await view(flood, `/flood-${i}`)).toBe(1);
    expect(await view(flood, '/flood-60')).toBe(0);
    expect(
      await sqlCount(s, `select count(*) as n from public.page_views where page_path like '/flood-%'`),
    ).toBe(60);
    // Someone else is not held back by it.
    expect(await view(visitor({ 'cf-connecting-ip': '198.51.100.8' }), '/flood-60')).toBe(1);
  }, 30_000);

  it('without CF-Connecting-IP the first X-Forwarded-For entry is the client', async () => {
    await awayFromMinuteEdge();
    const a = visitor({ 'x-forwarded-for': '192.0.2.1, 10.0.0.1' });
    const b = visitor({ 'x-forwarded-for': '192.0.2.1, 10.0.0.2' });
    expect(await view(a, '/cultura')).toBe(1);
    expect(await view(b, '/cultura')).toBe(1);
    // CF-Connecting-IP wins over a forwarded address the client could have set itself.
    const c = visitor({ 'cf-connecting-ip': '192.0.2.99', 'x-forwarded-for': '192.0.2.1' });
    expect(await view(c, '/cultura')).toBe(2);
  }, 30_000);

  it('keeps only a hash of the address, and nobody but the service role reads it', async () => {
    const rows = await sql<{ client_hash: string }>(s, 'select client_hash from public.tracking_rate_limits');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.client_hash))).toBe(true);
    const { data, error } = await visitor({ 'cf-connecting-ip': '203.0.113.10' })
      .from('tracking_rate_limits')
      .select('*');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
    const { error: rpcError } = await visitor({}).rpc('tracking_allowed', {
      p_buckets: ['views'],
      p_limits: [1000],
    });
    expect(rpcError).not.toBeNull();
  });
});

describe('outbound clicks per client', () => {
  it('at most 60 a minute are stored; the insert still succeeds for the client', async () => {
    await awayFromMinuteEdge();
    const clicker = visitor({ 'cf-connecting-ip': '203.0.113.50' });
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
    const { error } = await visitor({ 'cf-connecting-ip': '203.0.113.51' })
      .from('external_link_clicks')
      .insert({ external_url: url, source_page: '/' });
    expect(error).toBeNull();
    expect(await count()).toBe(61);
  }, 30_000);
});
