// @vitest-environment node
import { get as httpGet } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { raw, signedInClient, startTestStack } from './helpers/stack.ts';
import type { TestStack } from './helpers/stack.ts';

// Contract §1.2–§1.5 through the unmodified supabase-js client.
let s: TestStack;
let alice: { client: SupabaseClient; id: string };
let bob: { client: SupabaseClient; id: string };
let admin: SupabaseClient;

beforeAll(async () => {
  s = await startTestStack();
  alice = await signedInClient(s, 'alice');
  bob = await signedInClient(s, 'bob');
  admin = s.client(s.serviceRoleKey);
  const rows = [
    {
      title: 'open one',
      status: 'open',
      priority: 1,
      tags: ['a', 'b'],
      created_at: '2024-01-02T00:00:00+00:00',
    },
    {
      title: 'in progress',
      status: 'in progress',
      priority: 5,
      done: false,
      tags: ['b'],
      created_at: '2024-02-01T00:00:00+00:00',
    },
    {
      title: 'comma, status',
      status: 'a,b',
      priority: 7,
      done: true,
      created_at: '2024-03-01T00:00:00+00:00',
    },
    { title: 'paren', status: 'x(y)', priority: 2, created_at: '2023-12-01T00:00:00+00:00' },
    {
      title: 'quote',
      status: 'quote"d',
      priority: 3,
      meta: { level: 2 },
      created_at: '2024-04-01T00:00:00+00:00',
    },
    { title: 'foo bar', status: 'closed', priority: 4, created_at: '2024-05-01T00:00:00+00:00' },
  ];
  const { error } = await alice.client.from('todos').insert(rows, { defaultToNull: false });
  expect(error).toBeNull();
  await bob.client.from('todos').insert({ title: 'bob secret' });
});

afterAll(async () => {
  await s?.stop();
});

describe('REST reads (§1.2)', () => {
  it('filters, in-lists with quoting, or, ordering and limit as in the contract example', async () => {
    const { data, error, status } = await alice.client
      .from('todos')
      .select('*')
      .eq('user_id', alice.id)
      .in('status', ['open', 'in progress', 'a,b', 'x(y)', 'quote"d'])
      .gte('created_at', '2024-01-01T00:00:00+00:00')
      .lte('priority', 5)
      .or('title.ilike.%foo%,done.is.null')
      .order('created_at', { ascending: false })
      .order('id')
      .limit(10);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data?.map((r) => r.title)).toEqual(['quote', 'open one']);
  });

  it('RLS filters silently: nobody sees other users rows', async () => {
    const { data } = await alice.client.from('todos').select('title');
    expect(data?.map((r) => r.title)).not.toContain('bob secret');
    const anon = await s.client().from('todos').select('*');
    expect(anon.error).toBeNull();
    expect(anon.data).toEqual([]);
  });

  it('range becomes offset/limit; count exact gives total and 206', async () => {
    const { data, count, status } = await alice.client
      .from('todos')
      .select('id', { count: 'exact' })
      .order('id')
      .range(1, 2);
    expect(data).toHaveLength(2);
    expect(count).toBe(6);
    expect(status).toBe(206);
  });

  it('head with count answers the total without a body', async () => {
    const { data, count, status } = await alice.client
      .from('todos')
      .select('*', { count: 'exact', head: true });
    expect(status).toBe(200);
    expect(data).toBeNull();
    expect(count).toBe(6);
    const r = await raw(s, '/rest/v1/todos?select=*', {
      method: 'HEAD',
      headers: { Prefer: 'count=exact' },
      key: s.serviceRoleKey,
    });
    expect(r.headers.get('content-range')).toMatch(/^0-\d+\/7$/);
  });

  it('single() returns an object, or 406 PGRST116 with the contract body', async () => {
    const one = await alice.client.from('todos').select('title').eq('title', 'paren').single();
    expect(one.data).toEqual({ title: 'paren' });
    const none = await alice.client.from('todos').select('title').eq('title', 'nope').single();
    expect(none.status).toBe(406);
    expect(none.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
  });

  it('maybeSingle() maps [] to null and 2+ rows to PGRST116', async () => {
    const none = await alice.client.from('todos').select('title').eq('title', 'nope').maybeSingle();
    expect(none.data).toBeNull();
    expect(none.error).toBeNull();
    const many = await alice.client.from('todos').select('title').maybeSingle();
    expect(many.status).toBe(406);
    expect(many.error?.code).toBe('PGRST116');
  });

  it('aliases, casts, json paths, not., nullsfirst, contains, containedBy, overlaps', async () => {
    const a = await alice.client
      .from('todos')
      .select('name:title, prio:priority::text, level:meta->level')
      .eq('title', 'quote')
      .single();
    expect(a.data).toEqual({ name: 'quote', prio: '3', level: 2 });
    const b = await alice.client
      .from('todos')
      .select('title')
      .not('status', 'in', '(open,closed)')
      .order('done', { ascending: true, nullsFirst: true })
      .order('id');
    expect(b.data?.map((r) => r.title)).toEqual(['paren', 'quote', 'in progress', 'comma, status']);
    const c = await alice.client.from('todos').select('title').contains('tags', ['b']).order('id');
    expect(c.data?.map((r) => r.title)).toEqual(['open one', 'in progress']);
    const d = await alice.client
      .from('todos')
      .select('title')
      .containedBy('tags', ['b', 'z'])
      .neq('tags', '{}')
      .order('id');
    expect(d.data?.map((r) => r.title)).toEqual(['in progress']);
    const e = await alice.client.from('todos').select('title').overlaps('tags', ['a', 'zz']);
    expect(e.data?.map((r) => r.title)).toEqual(['open one']);
    const f = await alice.client.from('todos').select('title').eq('title', 'a b&c=d,e(f)"g');
    expect(f.data).toEqual([]);
    const g = await alice.client.from('todos').select('title').like('title', '%bar').is('done', null);
    expect(g.data).toEqual([{ title: 'foo bar' }]);
    const h = await alice.client
      .from('todos')
      .select('title')
      .or('and(priority.gt.4,done.is.true),title.eq.paren')
      .order('id');
    expect(h.data?.map((r) => r.title)).toEqual(['comma, status', 'paren']);
  });

  it('embeds related rows through foreign keys (many-to-one and one-to-many)', async () => {
    const t = await alice.client.from('todos').select('id').eq('title', 'paren').single();
    await alice.client.from('notes').insert([
      { todo_id: t.data?.id, body: 'n1' },
      { todo_id: t.data?.id, body: 'n2' },
    ]);
    const one = await alice.client.from('notes').select('body, todos(title)').order('id');
    expect(one.data).toEqual([
      { body: 'n1', todos: { title: 'paren' } },
      { body: 'n2', todos: { title: 'paren' } },
    ]);
    const many = await alice.client.from('todos').select('title, notes(body)').eq('title', 'paren').single();
    expect(many.data).toEqual({ title: 'paren', notes: [{ body: 'n1' }, { body: 'n2' }] });
  });
});

describe('REST writes (§1.2, §1.4)', () => {
  it('insert without select: 201, no body; with select: the rows', async () => {
    const plain = await alice.client.from('todos').insert({ title: 'w1' });
    expect(plain.status).toBe(201);
    expect(plain.data).toBeNull();
    const rep = await alice.client.from('todos').insert({ title: 'w2', priority: 9 }).select();
    expect(rep.status).toBe(201);
    expect(rep.data?.[0]).toMatchObject({
      title: 'w2',
      priority: 9,
      user_id: alice.id,
      status: 'open',
      tags: [],
    });
  });

  it('bulk insert uses columns= (missing keys become null) and defaultToNull:false keeps defaults', async () => {
    const bulk = await alice.client
      .from('todos')
      .insert([{ title: 'b1', done: true }, { title: 'b2' }])
      .select('title, done, status');
    expect(bulk.data).toEqual([
      { title: 'b1', done: true, status: 'open' },
      { title: 'b2', done: null, status: 'open' },
    ]);
    const withDefaults = await alice.client
      .from('todos')
      .insert([{ title: 'd1', status: 'closed' }, { title: 'd2' }], { defaultToNull: false })
      .select('title, status');
    expect(withDefaults.data).toEqual([
      { title: 'd1', status: 'closed' },
      { title: 'd2', status: 'open' },
    ]);
  });

  it('update and delete: 204 by default, 200 with representation, RLS limits rows', async () => {
    const ins = await alice.client.from('todos').insert({ title: 'to change' }).select('id').single();
    const id = ins.data?.id as number;
    const up = await alice.client.from('todos').update({ done: true }).eq('id', id);
    expect(up.status).toBe(204);
    const up2 = await alice.client
      .from('todos')
      .update({ priority: 1 })
      .eq('id', id)
      .select('id, done, priority');
    expect(up2.status).toBe(200);
    expect(up2.data).toEqual([{ id, done: true, priority: 1 }]);
    const other = await bob.client.from('todos').update({ title: 'hacked' }).eq('id', id).select();
    expect(other.data).toEqual([]);
    const del = await bob.client.from('todos').delete().eq('id', id);
    expect(del.status).toBe(204);
    const still = await alice.client.from('todos').select('title').eq('id', id).single();
    expect(still.data?.title).toBe('to change');
    const mine = await alice.client.from('todos').delete().eq('id', id).eq('user_id', alice.id).select('id');
    expect(mine.data).toEqual([{ id }]);
  });

  it('upsert merges duplicates on on_conflict and ignores them with ignoreDuplicates', async () => {
    const first = await alice.client
      .from('todos')
      .upsert({ id: 900001, title: 'u1' }, { onConflict: 'id' })
      .select('id,title');
    expect(first.status).toBe(201);
    const second = await alice.client
      .from('todos')
      .upsert({ id: 900001, title: 'u2' }, { onConflict: 'id' })
      .select('id,title');
    expect(second.data).toEqual([{ id: 900001, title: 'u2' }]);
    expect(second.status).toBe(200);
    const ignored = await alice.client
      .from('todos')
      .upsert({ id: 900001, title: 'u3' }, { onConflict: 'id', ignoreDuplicates: true })
      .select();
    expect(ignored.data).toEqual([]);
    const now = await alice.client.from('todos').select('title').eq('id', 900001).single();
    expect(now.data?.title).toBe('u2');
  });

  it('insert(...).select().single() on a write rolls back when not exactly one row', async () => {
    const r = await alice.client
      .from('todos')
      .insert([{ title: 'r1' }, { title: 'r2' }])
      .select()
      .single();
    expect(r.status).toBe(406);
    expect(r.error?.code).toBe('PGRST116');
    const after = await alice.client.from('todos').select('id').in('title', ['r1', 'r2']);
    expect(after.data).toEqual([]);
  });

  it('an insert the anon role may do but not read back works with return=minimal', async () => {
    const anon = s.client();
    const ok = await anon.from('newsletter').insert({ email: 'someone@example.com' });
    expect(ok.status).toBe(201);
    const back = await anon.from('newsletter').insert({ email: 'other@example.com' }).select();
    expect(back.status).toBe(401);
    expect(back.error?.code).toBe('42501');
  });
});

describe('RPC (§1.2, checklist 8)', () => {
  it('scalar, setof with filters, void 204, table results, json and array args', async () => {
    expect((await alice.client.rpc('add', { a: 1, b: 2 })).data).toBe(3);
    const list = await alice.client
      .rpc('list_todos', {})
      .eq('done', true)
      .order('id', { ascending: false })
      .limit(1);
    expect(list.error).toBeNull();
    expect(list.data).toHaveLength(1);
    expect(list.data?.[0]).toMatchObject({ done: true, user_id: alice.id });
    const v = await alice.client.rpc('touch');
    expect(v.status).toBe(204);
    expect(v.data).toBeNull();
    expect((await alice.client.rpc('series', { n: 3 })).data).toEqual([1, 2, 3]);
    expect((await alice.client.rpc('echo_json', { payload: { a: [1, { b: null }] } })).data).toEqual({
      a: [1, { b: null }],
    });
    expect((await alice.client.rpc('sum_array', { xs: [1, 2, 3] })).data).toBe(6);
    const stats = await alice.client.rpc('todo_stats', { owner: alice.id }).eq('status', 'open');
    expect(stats.data?.[0]?.status).toBe('open');
  });

  it('GET rpc with query args, arrays as {x,y}', async () => {
    expect((await alice.client.rpc('add', { a: 4, b: 5 }, { get: true })).data).toBe(9);
    expect((await alice.client.rpc('sum_array', { xs: [4, 5] }, { get: true })).data).toBe(9);
  });

  it('claims reach SQL: auth.uid(), auth.role(), auth.jwt(); security definer bypasses RLS', async () => {
    const me = await alice.client.rpc('whoami');
    expect(me.data).toMatchObject({ uid: alice.id, role: 'authenticated' });
    const anon = await s.client().rpc('whoami');
    expect(anon.data).toEqual({ uid: null, role: 'anon', email: null });
    const all = await alice.client.rpc('count_all_todos');
    const mine = await alice.client.from('todos').select('*', { count: 'exact', head: true });
    expect(Number(all.data)).toBeGreaterThan(mine.count ?? 0);
  });

  it('RAISE gives P0001/400, unknown function PGRST202/404', async () => {
    const f = await alice.client.rpc('fail', { msg: 'boom' });
    expect(f.status).toBe(400);
    expect(f.error).toEqual({ code: 'P0001', details: null, hint: 'raised on purpose', message: 'boom' });
    const nf = await alice.client.rpc('nope', { x: 1 });
    expect(nf.status).toBe(404);
    expect(nf.error?.code).toBe('PGRST202');
  });
});

describe('REST errors (§1.5, checklist 7)', () => {
  it('23505 → 409 with PostgREST details', async () => {
    const r = await admin
      .from('newsletter')
      .insert([{ email: 'dup@example.com' }, { email: 'dup@example.com' }]);
    expect(r.status).toBe(409);
    expect(r.error).toMatchObject({
      code: '23505',
      details: 'Key (email)=(dup@example.com) already exists.',
    });
    expect(Object.keys(r.error ?? {}).sort()).toEqual(['code', 'details', 'hint', 'message']);
  });

  it('23503 → 409', async () => {
    const r = await alice.client.from('notes').insert({ todo_id: 123456789, body: 'x' });
    expect([403, 409]).toContain(r.status);
    const r2 = await admin.from('notes').insert({ todo_id: 123456789, body: 'x' });
    expect(r2.status).toBe(409);
    expect(r2.error?.code).toBe('23503');
  });

  it('42501: 401 for anon, 403 for a signed-in user', async () => {
    const anon = await s.client().from('todos').insert({ title: 'x', user_id: alice.id });
    expect(anon.status).toBe(401);
    const user = await bob.client.from('todos').insert({ title: 'x', user_id: alice.id });
    expect(user.status).toBe(403);
    expect(user.error).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'new row violates row-level security policy for table "todos"',
    });
  });

  it('unknown table PGRST205/404, unknown column 42703/400, unknown body column PGRST204/400', async () => {
    const t = await alice.client.from('nope').select();
    expect(t.status).toBe(404);
    expect(t.error?.code).toBe('PGRST205');
    const c = await alice.client.from('todos').select('nope');
    expect(c.status).toBe(400);
    expect(c.error?.code).toBe('42703');
    const b = await alice.client.from('todos').insert({ title: 'x', nope: 1 });
    expect(b.status).toBe(400);
    expect(b.error?.code).toBe('PGRST204');
  });

  it('an unexposed schema gives 406 PGRST106', async () => {
    const r = await alice.client.schema('auth').from('users').select();
    expect(r.status).toBe(406);
    expect(r.error?.code).toBe('PGRST106');
  });

  it('an invalid value for the column type is a 400, never a 5xx', async () => {
    const r = await alice.client.from('todos').select().eq('id', 'abc');
    expect(r.status).toBe(400);
    expect(r.error?.code).toBe('22P02');
  });

  it('CORS preflight allows the client headers', async () => {
    const r = await fetch(`${s.url}/rest/v1/todos`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://bilbao.localhost:5173',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers':
          'apikey, authorization, x-client-info, content-type, prefer, accept-profile, content-profile',
      },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe('http://bilbao.localhost:5173');
    expect(r.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(r.headers.get('access-control-allow-headers')).toContain('prefer');
    const g = await raw(s, '/rest/v1/events?select=id', { headers: { Origin: 'http://localhost:5173' } });
    expect(g.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it('sb_publishable_/sb_secret_ keys map to anon/service_role (gateway rule)', async () => {
    const pub = await raw(s, '/rest/v1/rpc/whoami', {
      method: 'POST',
      body: '{}',
      headers: {
        apikey: 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH',
        Authorization: 'Bearer sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH',
        'Content-Type': 'application/json',
      },
    });
    expect(await pub.json()).toMatchObject({ role: 'anon' });
    const sec = await raw(s, '/rest/v1/rpc/whoami', {
      method: 'POST',
      body: '{}',
      headers: { apikey: 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz', 'Content-Type': 'application/json' },
    });
    expect(await sec.json()).toMatchObject({ role: 'service_role' });
  });
});

describe('compression (hosted gateway behaviour)', () => {
  /** The raw answer: node:http does not decompress, so the bytes are what travelled. */
  function rawGet(path: string, acceptEncoding?: string) {
    return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const headers: Record<string, string> = {
        apikey: s.serviceRoleKey,
        Authorization: `Bearer ${s.serviceRoleKey}`,
      };
      if (acceptEncoding) headers['Accept-Encoding'] = acceptEncoding;
      const req = httpGet(`${s.url}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
    });
  }

  beforeAll(async () => {
    const long = 'una descripción larga que se repite '.repeat(4);
    const rows = Array.from({ length: 40 }, (_, i) => ({ title: `${long}${i}`, user_id: alice.id }));
    const { error } = await admin.from('todos').insert(rows);
    expect(error).toBeNull();
  });

  it.each([
    ['br', 'gzip, deflate, br', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
  ] as const)('a large read is sent with %s when the client accepts it', async (coding, accept, unpack) => {
    const plain = await rawGet('/rest/v1/todos?select=id,title&order=id');
    const packed = await rawGet('/rest/v1/todos?select=id,title&order=id', accept);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(packed.headers['content-encoding']).toBe(coding);
    expect(packed.headers.vary).toContain('Accept-Encoding');
    expect(Number(packed.headers['content-length'])).toBe(packed.body.length);
    expect(packed.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(unpack(packed.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('small answers and refused codings travel plain', async () => {
    const small = await rawGet('/rest/v1/todos?select=id&limit=1', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    const refused = await rawGet('/rest/v1/todos?select=id,title', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body.toString('utf8')).length).toBeGreaterThanOrEqual(40);
  });
});
