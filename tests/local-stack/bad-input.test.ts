// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../supabase/local/jwt.ts';
import { raw, startTestStack } from './helpers/stack.ts';
import type { TestStack } from './helpers/stack.ts';

// Bad input gets the contract's error codes, always as {code, details, hint, message}, never a 5xx.
let s: TestStack;

beforeAll(async () => {
  s = await startTestStack({ maxBodyBytes: 64 * 1024 });
});

afterAll(async () => {
  await s?.stop();
});

async function expectRestError(r: Response, status: number, code: string): Promise<Record<string, unknown>> {
  const body = (await r.json()) as Record<string, unknown>;
  expect({ status: r.status, code: body.code }).toEqual({ status, code });
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  return body;
}

describe('malformed query strings → 400 PGRST100', () => {
  const cases = [
    '/rest/v1/events?title=zz.x',
    '/rest/v1/events?title=eq',
    '/rest/v1/events?or=(title.eq.a',
    '/rest/v1/events?or=title.eq.a',
    '/rest/v1/events?title=in.a,b',
    '/rest/v1/events?title=is.maybe',
    '/rest/v1/events?limit=-1',
    '/rest/v1/events?offset=x',
    '/rest/v1/events?select=title::text;drop',
    '/rest/v1/events?select=(',
    '/rest/v1/events?order=title.sideways,',
    '/rest/v1/events?or=(title.eq."unterminated)',
  ];
  for (const path of cases) {
    it(path, async () => {
      await expectRestError(await raw(s, path), 400, 'PGRST100');
    });
  }
});

describe('unknown names', () => {
  it('table 404 PGRST205, column 400 42703, function 404 PGRST202, relationship 400 PGRST200', async () => {
    await expectRestError(await raw(s, '/rest/v1/nope'), 404, 'PGRST205');
    await expectRestError(await raw(s, '/rest/v1/events?select=nope'), 400, '42703');
    await expectRestError(await raw(s, '/rest/v1/events?nope=eq.1'), 400, '42703');
    await expectRestError(await raw(s, '/rest/v1/events?order=nope'), 400, '42703');
    await expectRestError(await raw(s, '/rest/v1/rpc/nope', { method: 'POST', body: '{}' }), 404, 'PGRST202');
    await expectRestError(
      await raw(s, '/rest/v1/rpc/add', { method: 'POST', body: '{"a":1,"zzz":2}' }),
      404,
      'PGRST202',
    );
    await expectRestError(await raw(s, '/rest/v1/events?select=*,todos(*)'), 400, 'PGRST200');
  });
});

describe('bodies', () => {
  it('invalid JSON → 400 PGRST102', async () => {
    const key = s.serviceRoleKey;
    await expectRestError(
      await raw(s, '/rest/v1/events', { method: 'POST', body: '{"title":', key }),
      400,
      'PGRST102',
    );
    await expectRestError(
      await raw(s, '/rest/v1/events', { method: 'POST', body: '', key }),
      400,
      'PGRST102',
    );
    await expectRestError(
      await raw(s, '/rest/v1/events', { method: 'POST', body: '[1,2]', key }),
      400,
      'PGRST102',
    );
    await expectRestError(
      await raw(s, '/rest/v1/events?id=eq.x', { method: 'PATCH', body: '"str"', key }),
      400,
      'PGRST102',
    );
  });

  it('oversized bodies → 413 with a PostgREST-style JSON body', async () => {
    const big = JSON.stringify({ title: 'x'.repeat(100 * 1024) });
    await expectRestError(
      await raw(s, '/rest/v1/events', { method: 'POST', body: big, key: s.serviceRoleKey }),
      413,
      'PGRST413',
    );
    const auth = await raw(s, '/auth/v1/signup', { method: 'POST', body: big });
    expect(auth.status).toBe(413);
  });

  it('auth: invalid JSON → 400 bad_json', async () => {
    const r = await raw(s, '/auth/v1/signup', { method: 'POST', body: '{nope' });
    expect(r.status).toBe(400);
    // No X-Supabase-Api-Version: GoTrue's original error shape.
    expect(((await r.json()) as { error_code: string }).error_code).toBe('bad_json');
  });
});

describe('JWTs at the REST gateway (checklist 2, §1.5)', () => {
  it('expired → 401 PGRST303 "JWT expired" with WWW-Authenticate', async () => {
    const t = signJwt(
      {
        role: 'authenticated',
        sub: '11111111-1111-1111-1111-111111111111',
        exp: Math.floor(Date.now() / 1000) - 10,
      },
      s.jwtSecret,
    );
    const r = await raw(s, '/rest/v1/events', { token: t });
    expect(await expectRestError(r, 401, 'PGRST303')).toEqual({
      code: 'PGRST303',
      details: null,
      hint: null,
      message: 'JWT expired',
    });
    expect(r.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('forged signature or garbage → 401 PGRST301', async () => {
    const forged = signJwt(
      { role: 'service_role', exp: 4102444800 },
      'not-the-secret-not-the-secret-not-the-secret',
    );
    await expectRestError(await raw(s, '/rest/v1/events', { token: forged }), 401, 'PGRST301');
    await expectRestError(await raw(s, '/rest/v1/events', { token: 'garbage' }), 401, 'PGRST301');
    await expectRestError(await raw(s, '/rest/v1/events', { key: 'a.b.c' }), 401, 'PGRST301');
  });

  it('a validly signed token for a role outside anon/authenticated/service_role is refused', async () => {
    const t = signJwt({ role: 'postgres', exp: 4102444800 }, s.jwtSecret);
    const r = await raw(s, '/rest/v1/events', { token: t });
    expect(r.status).toBe(401);
  });
});

describe('methods and headers', () => {
  it('unsupported method → 405; Accept text/csv → 406 PGRST107; range beyond the end → 416', async () => {
    expect((await raw(s, '/rest/v1/events', { method: 'PUT', body: '{}' })).status).toBe(405);
    await expectRestError(
      await raw(s, '/rest/v1/events', { headers: { Accept: 'text/csv' } }),
      406,
      'PGRST107',
    );
    const r = await raw(s, '/rest/v1/events?offset=1000', { headers: { Prefer: 'count=exact' } });
    expect(r.status).toBe(416);
  });

  it('GET runs read-only: a volatile function via GET fails with 405, not a write', async () => {
    const r = await raw(s, '/rest/v1/rpc/fail?msg=x');
    expect(r.status).toBe(400);
    const w = await raw(s, '/rest/v1/rpc/touch');
    expect([204, 405]).toContain(w.status);
  });
});
