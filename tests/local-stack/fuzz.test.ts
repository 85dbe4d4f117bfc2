// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../supabase/local/jwt.ts';
import { startTestStack } from './helpers/stack.ts';
import type { TestStack } from './helpers/stack.ts';

// ≥ 1,000 random and mutated REST requests from a seeded PRNG: the server must never crash, hang
// or answer 5xx, and must still answer correctly afterwards.
let s: TestStack;

beforeAll(async () => {
  s = await startTestStack({ maxBodyBytes: 32 * 1024 });
});

afterAll(async () => {
  await s?.stop();
});

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = Number(process.env.FUZZ_SEED ?? 20240611);
const COUNT = 1200;

describe('REST fuzz', () => {
  it(`survives ${COUNT} random requests (seed ${SEED})`, { timeout: 60_000 }, async () => {
    const rnd = mulberry32(SEED);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
    const tables = [
      'events',
      'todos',
      'notes',
      'newsletter',
      'profiles',
      'nope',
      'rpc/add',
      'rpc/list_todos',
      'rpc/series',
      'rpc/fail',
      'rpc/echo_json',
      'rpc/nope',
      '',
    ];
    const cols = [
      'id',
      'title',
      'town',
      'start_date',
      'price',
      'tags',
      'status',
      'priority',
      'done',
      'meta',
      'user_id',
      'nope',
      'meta->a',
      'meta->>b',
      '"quoted col"',
      '*',
    ];
    const ops = [
      'eq',
      'neq',
      'gt',
      'gte',
      'lt',
      'lte',
      'like',
      'ilike',
      'is',
      'in',
      'cs',
      'cd',
      'ov',
      'fts',
      'match',
      'zz',
      'not.eq',
      'not.in',
      'eq(any)',
      'like(all)',
    ];
    const values = [
      '1',
      'abc',
      'null',
      'true',
      '(1,2)',
      '("a,b",c)',
      '{a,b}',
      '%25x%25',
      '2024-01-01',
      '',
      '(',
      ')',
      '"',
      '\\',
      "'; drop table events; --",
      '😀',
      '-1e309',
      '{"a":1}',
      '[1,2]',
      'not_null',
    ];
    const selects = [
      '*',
      'id,title',
      'a:title',
      'title::text',
      'id,notes(body)',
      'todos(*)',
      'meta->a',
      '(',
      'count()',
      '',
      '*,x!inner(*)',
    ];
    const prefers = [
      '',
      'return=representation',
      'count=exact',
      'return=minimal, count=exact',
      'resolution=merge-duplicates',
      'resolution=ignore-duplicates',
      'missing=default',
      'tx=rollback',
      'garbage',
    ];
    const accepts = [
      '*/*',
      'application/json',
      'application/vnd.pgrst.object+json',
      'application/vnd.pgrst.object+json;nulls=stripped',
      'text/csv',
      'x/y',
    ];
    const keys = [
      s.anonKey,
      s.serviceRoleKey,
      'garbage',
      signJwt({ role: 'authenticated', sub: 'not-a-uuid', exp: 4102444800 }, s.jwtSecret),
      signJwt({ role: 'postgres', exp: 4102444800 }, s.jwtSecret),
      signJwt({ role: 'anon', exp: 1 }, s.jwtSecret),
    ];
    const bodies = [
      () => JSON.stringify({ title: 'fz', town: 'Bilbao', start_date: '2031-01-01' }),
      () => JSON.stringify([{ title: 'a', town: 'B', start_date: '2031-01-01' }, { title: 'b' }]),
      () => JSON.stringify({ a: Math.floor(rnd() * 100), b: 2 }),
      () => JSON.stringify({ n: 3 }),
      () => JSON.stringify({ payload: { deep: [1, { x: null }] } }),
      () => '{"title":',
      () => '',
      () => 'null',
      () => '[]',
      () => '"str"',
      () => JSON.stringify({ nope: 1 }),
      () => JSON.stringify({ title: 'x'.repeat(40 * 1024) }),
      () => JSON.stringify({ price: 'not a number', start_date: 'yesterday', tags: 'x' }),
    ];
    const mutate = (q: string): string => {
      if (!q || rnd() > 0.3) return q;
      const i = Math.floor(rnd() * q.length);
      const junk = pick(['(', ')', ',', '.', '"', '%', '&', '=', '%ZZ', '\u0000', 'not.', '!']);
      return q.slice(0, i) + junk + q.slice(i + 1);
    };
    const requests = Array.from({ length: COUNT }, () => {
      const params = new URLSearchParams();
      if (rnd() < 0.7) params.set('select', pick(selects));
      const nf = Math.floor(rnd() * 3);
      for (let i = 0; i < nf; i++) params.append(pick(cols), `${pick(ops)}.${pick(values)}`);
      if (rnd() < 0.2)
        params.set(
          'or',
          `(${pick(cols)}.${pick(ops)}.${pick(values)},and(${pick(cols)}.eq.${pick(values)}))`,
        );
      if (rnd() < 0.3) params.set('order', `${pick(cols)}.${pick(['asc', 'desc', 'nullsfirst', 'x'])}`);
      if (rnd() < 0.3) params.set('limit', pick(['1', '10', '-1', 'x', '99999999999999999999']));
      if (rnd() < 0.1) params.set('offset', pick(['1', '5', 'x']));
      if (rnd() < 0.1) params.set('on_conflict', pick(['id', 'title', 'nope']));
      if (rnd() < 0.1) params.set('columns', pick(['"title","town"', 'nope', '(']));
      const method = pick(['GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS']);
      const headers: Record<string, string> = { apikey: pick(keys), 'Content-Type': 'application/json' };
      const p = pick(prefers);
      if (p) headers.Prefer = p;
      headers.Accept = pick(accepts);
      if (rnd() < 0.05) headers['Accept-Profile'] = pick(['public', 'auth', 'x']);
      if (rnd() < 0.05) headers.Range = pick(['0-9', '5-1', 'x']);
      const path = `/rest/v1/${pick(tables)}?${mutate(params.toString())}`;
      const body = method === 'POST' || method === 'PATCH' || method === 'PUT' ? pick(bodies)() : undefined;
      return { method, path, headers, body };
    });
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < requests.length) {
        const r = requests[next++]!;
        try {
          const res = await fetch(`${s.url}${r.path}`, {
            method: r.method,
            headers: r.headers,
            body: r.body,
            signal: AbortSignal.timeout(10_000),
          });
          const text = await res.text();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status >= 500) failures.push(`${res.status} ${r.method} ${r.path} → ${text.slice(0, 200)}`);
          if (res.status >= 400 && r.method !== 'HEAD' && res.headers.get('content-type')?.includes('json')) {
            const body = JSON.parse(text) as Record<string, unknown>;
            if (Object.keys(body).sort().join() !== 'code,details,hint,message')
              failures.push(`shape ${r.method} ${r.path}: ${text.slice(0, 200)}`);
          }
        } catch (e) {
          failures.push(`${r.method} ${r.path}: ${e instanceof Error ? e.message : String(e)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(failures).toEqual([]);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(COUNT);
    // Still correct afterwards: the API and the database agree.
    const api = await fetch(`${s.url}/rest/v1/events?select=id`, {
      headers: { apikey: s.serviceRoleKey, Prefer: 'count=exact' },
    });
    const direct = await s.db.query<{ n: number }>('select count(*)::int as n from public.events');
    expect(api.status).toBe(200);
    expect(api.headers.get('content-range')).toMatch(new RegExp(`/${direct.rows[0]!.n}$`));
    const sum = await fetch(`${s.url}/rest/v1/rpc/add`, {
      method: 'POST',
      headers: { apikey: s.anonKey, 'Content-Type': 'application/json' },
      body: '{"a":20,"b":22}',
    });
    expect(await sum.json()).toBe(42);
  });
});
