// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { signedInClient, startTestStack } from './helpers/stack.ts';
import type { TestStack } from './helpers/stack.ts';

// Contract §3: Phoenix v2 frames and postgres_changes, checked both raw and through supabase-js.
let s: TestStack;

beforeAll(async () => {
  s = await startTestStack();
});

afterAll(async () => {
  await s?.stop();
});

type Frame = [string | null, string | null, string, string, Record<string, unknown>];

function openSocket(key: string): Promise<{
  ws: WebSocket;
  next: (pred?: (f: Frame) => boolean) => Promise<Frame>;
  send: (f: Frame) => void;
}> {
  const ws = new WebSocket(`${s.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${key}&vsn=2.0.0`);
  const frames: Frame[] = [];
  const waiters: { pred: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  ws.on('message', (d) => {
    const f = JSON.parse(d.toString()) as Frame;
    const i = waiters.findIndex((w) => w.pred(f));
    if (i >= 0) waiters.splice(i, 1)[0]!.resolve(f);
    else frames.push(f);
  });
  const next = (pred: (f: Frame) => boolean = () => true): Promise<Frame> => {
    const i = frames.findIndex(pred);
    if (i >= 0) return Promise.resolve(frames.splice(i, 1)[0]!);
    return new Promise((resolve, reject) => {
      waiters.push({ pred, resolve });
      setTimeout(() => reject(new Error('no frame within 3 s')), 3000);
    });
  };
  return new Promise((resolve, reject) => {
    ws.on('open', () => resolve({ ws, next, send: (f) => ws.send(JSON.stringify(f)) }));
    ws.on('error', reject);
  });
}

describe('Phoenix frames (§3.1–§3.5)', () => {
  it('heartbeat, join reply echoing bindings with integer ids, system message, leave', async () => {
    const sock = await openSocket(s.anonKey);
    sock.send([null, '1', 'phoenix', 'heartbeat', {}]);
    expect(await sock.next()).toEqual([null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    const bindings = [
      { event: '*', schema: 'public', table: 'events' },
      { event: 'INSERT', schema: 'public', table: 'events', filter: 'town=eq.Bilbao' },
    ];
    sock.send([
      '6',
      '6',
      'realtime:ev',
      'phx_join',
      {
        config: {
          broadcast: { ack: false, self: false },
          presence: { key: '', enabled: false },
          postgres_changes: bindings,
          private: false,
        },
      },
    ]);
    const reply = await sock.next((f) => f[3] === 'phx_reply');
    expect(reply.slice(0, 4)).toEqual(['6', '6', 'realtime:ev', 'phx_reply']);
    const resp = reply[4] as { status: string; response: { postgres_changes: Record<string, unknown>[] } };
    expect(resp.status).toBe('ok');
    expect(resp.response.postgres_changes.map(({ id: _id, ...rest }) => rest)).toEqual(bindings);
    for (const b of resp.response.postgres_changes) expect(Number.isInteger(b.id)).toBe(true);
    const sys = await sock.next((f) => f[3] === 'system');
    expect(sys[4]).toMatchObject({
      extension: 'postgres_changes',
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
    });
    await s.db.query(
      `insert into public.events (title, town, start_date) values ('Rt', 'Bilbao', current_date)`,
    );
    const change = await sock.next((f) => f[3] === 'postgres_changes');
    expect(change[0]).toBe('6');
    const data = change[4] as { ids: number[]; data: Record<string, unknown> };
    expect(data.ids.sort()).toEqual(resp.response.postgres_changes.map((b) => b.id).sort());
    expect(data.data).toMatchObject({
      schema: 'public',
      table: 'events',
      type: 'INSERT',
      errors: null,
      record: { title: 'Rt', town: 'Bilbao' },
    });
    expect(data.data.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(data.data.columns).toContainEqual({ name: 'price', type: 'numeric' });
    sock.send(['6', '9', 'realtime:ev', 'phx_leave', {}]);
    expect(await sock.next((f) => f[1] === '9')).toEqual([
      '6',
      '9',
      'realtime:ev',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
    sock.ws.close();
  });

  it('a join with a bad token is refused with a reason', async () => {
    const sock = await openSocket(s.anonKey);
    sock.send([
      '1',
      '1',
      'realtime:x',
      'phx_join',
      { config: { postgres_changes: [] }, access_token: 'not.a.jwt' },
    ]);
    const reply = await sock.next();
    expect(reply[4]).toMatchObject({ status: 'error' });
    sock.ws.close();
  });
});

describe('postgres_changes through supabase-js (§3.2–§3.4, checklist 14)', () => {
  it('delivers only rows the subscriber may SELECT, honours filters and events, sends DELETE with the key', async () => {
    const alice = await signedInClient(s, 'rt-alice');
    const bob = await signedInClient(s, 'rt-bob');
    const got: RealtimePostgresChangesPayload<Record<string, unknown>>[] = [];
    const filtered: RealtimePostgresChangesPayload<Record<string, unknown>>[] = [];
    await new Promise<void>((resolve, reject) => {
      alice.client
        .channel('todos-alice')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'todos' }, (p) => got.push(p))
        .on(
          'postgres_changes',
          { event: 'UPDATE', schema: 'public', table: 'todos', filter: 'priority=gte.5' },
          (p) => filtered.push(p),
        )
        .subscribe((st, err) =>
          st === 'SUBSCRIBED' ? resolve() : st === 'CHANNEL_ERROR' ? reject(err) : undefined,
        );
    });
    await bob.client.from('todos').insert({ title: 'bob only' });
    const ins = await alice.client.from('todos').insert({ title: 'alice row' }).select('id').single();
    const id = ins.data!.id as number;
    await alice.client.from('todos').update({ priority: 2 }).eq('id', id);
    await alice.client.from('todos').update({ priority: 8 }).eq('id', id);
    await alice.client.from('todos').delete().eq('id', id);
    await expect.poll(() => got.length, { timeout: 10_000 }).toBe(4);
    expect(got.map((p) => p.eventType)).toEqual(['INSERT', 'UPDATE', 'UPDATE', 'DELETE']);
    expect(got[0]!.new).toMatchObject({
      id,
      title: 'alice row',
      user_id: alice.id,
      tags: [],
      meta: {},
      done: null,
    });
    expect(got[1]!.old).toEqual({ id });
    expect(got[3]!.old).toEqual({ id });
    expect(got.some((p) => (p.new as { title?: string }).title === 'bob only')).toBe(false);
    expect(filtered.map((p) => (p.new as { priority: number }).priority)).toEqual([8]);
    await alice.client.removeAllChannels();
  });

  it('judges each change by the row it carries, even when the row is gone by delivery time', async () => {
    const alice = await signedInClient(s, 'rt-gone-alice');
    const bob = await signedInClient(s, 'rt-gone-bob');
    const got: RealtimePostgresChangesPayload<Record<string, unknown>>[] = [];
    await new Promise<void>((resolve, reject) => {
      alice.client
        .channel('todos-gone')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'todos' }, (p) => got.push(p))
        .subscribe((st, err) =>
          st === 'SUBSCRIBED' ? resolve() : st === 'CHANNEL_ERROR' ? reject(err) : undefined,
        );
    });
    // One transaction: every notification arrives after alice's row was already deleted.
    await s.db.exec(`begin;
      insert into public.todos (title, user_id) values ('gone alice', '${alice.id}'), ('gone bob', '${bob.id}');
      update public.todos set priority = 9 where title in ('gone alice', 'gone bob');
      delete from public.todos where title = 'gone alice';
      commit;`);
    await expect.poll(() => got.length, { timeout: 10_000 }).toBe(3);
    expect(got.map((p) => p.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
    expect(got[0]!.new).toMatchObject({ title: 'gone alice', user_id: alice.id });
    expect(got[1]!.new).toMatchObject({ title: 'gone alice', priority: 9 });
    expect(got.some((p) => (p.new as { title?: string }).title === 'gone bob')).toBe(false);
    await alice.client.removeAllChannels();
  });

  it('anonymous subscribers use the apikey role and see public rows; in-filters work', async () => {
    const anon = s.client();
    const got: RealtimePostgresChangesPayload<Record<string, unknown>>[] = [];
    await new Promise<void>((resolve) => {
      anon
        .channel('events-anon')
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'events', filter: 'town=in.(Pamplona,Logroño)' },
          (p) => got.push(p),
        )
        .subscribe((st) => st === 'SUBSCRIBED' && resolve());
    });
    const admin = s.client(s.serviceRoleKey);
    await admin.from('events').insert(
      [
        { title: 'a', town: 'Bilbao', start_date: '2030-01-01' },
        { title: 'b', town: 'Logroño', start_date: '2030-01-01', tags: ['x'] },
      ],
      { defaultToNull: false },
    );
    await expect.poll(() => got.length, { timeout: 10_000 }).toBe(1);
    expect(got[0]!.new).toMatchObject({ title: 'b', town: 'Logroño', tags: ['x'] });
    await anon.removeAllChannels();
  });

  it('setAuth/access_token switches the identity of a joined channel', async () => {
    const alice = await signedInClient(s, 'rt-switch');
    const watcher = s.client();
    const got: unknown[] = [];
    await new Promise<void>((resolve) => {
      watcher
        .channel('switch')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'todos' }, (p) => got.push(p))
        .subscribe((st) => st === 'SUBSCRIBED' && resolve());
    });
    await alice.client.from('todos').insert({ title: 'invisible to anon' });
    await new Promise((r) => setTimeout(r, 200));
    expect(got).toHaveLength(0);
    const token = (await alice.client.auth.getSession()).data.session!.access_token;
    await watcher.realtime.setAuth(token);
    await new Promise((r) => setTimeout(r, 100));
    await alice.client.from('todos').insert({ title: 'visible now' });
    await expect.poll(() => got.length, { timeout: 10_000 }).toBe(1);
    await watcher.removeAllChannels();
  });
});
