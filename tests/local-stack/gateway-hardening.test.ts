// @vitest-environment node
import { Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../supabase/local/jwt.ts';
import { call } from './helpers/http.ts';
import { signedInClient, startTestStack } from './helpers/stack.ts';
import type { TestStack } from './helpers/stack.ts';

// The gateway as strict as hosted: JWTs not valid yet, a connection kept alive after an early
// answer, who may read the mail outbox, statement timeouts of the API roles.

let s: TestStack;

beforeAll(async () => {
  s = await startTestStack();
  await s.db.exec(`
    create or replace function public.current_statement_timeout() returns text
      language sql stable as $$ select current_setting('statement_timeout') $$;
    grant execute on function public.current_statement_timeout() to anon, authenticated, service_role;
  `);
  await s.reloadSchema();
});

afterAll(async () => {
  await s?.stop();
});

const now = () => Math.floor(Date.now() / 1000);

describe('JWTs not valid yet are refused, as PostgREST does', () => {
  const token = (claims: Record<string, unknown>) =>
    signJwt(
      { role: 'authenticated', sub: '00000000-0000-0000-0000-000000000000', exp: now() + 3600, ...claims },
      s.jwtSecret,
    );

  it('REST: nbf in the future → 401 PGRST303 "JWT not yet valid"; iat in the future → "JWT issued at future"', async () => {
    const get = (t: string) =>
      call(s.port, 'GET', '/rest/v1/todos?select=id', {
        headers: { apikey: s.anonKey, authorization: `Bearer ${t}` },
      });
    const nbf = await get(token({ nbf: now() + 3600 }));
    expect(nbf.status).toBe(401);
    expect(nbf.json).toMatchObject({ code: 'PGRST303', message: 'JWT not yet valid' });
    const iat = await get(token({ iat: now() + 3600 }));
    expect(iat.status).toBe(401);
    expect(iat.json).toMatchObject({ code: 'PGRST303', message: 'JWT issued at future' });
    // PostgREST allows 30 seconds of clock skew.
    expect((await get(token({ nbf: now() + 10, iat: now() + 10 }))).status).toBe(200);
  });

  it('functions (verify_jwt) → 401 Invalid JWT; Auth → 403 bad_jwt', async () => {
    const t = token({ nbf: now() + 3600 });
    const fn = await call(s.port, 'POST', '/functions/v1/echo', {
      headers: { apikey: s.anonKey, authorization: `Bearer ${t}` },
      body: {},
    });
    expect(fn.status).toBe(401);
    expect(fn.json).toEqual({ msg: 'Invalid JWT' });
    const auth = await call(s.port, 'GET', '/auth/v1/user', {
      headers: { apikey: s.anonKey, authorization: `Bearer ${t}`, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(auth.status).toBe(403);
    expect(auth.json).toEqual({
      code: 'bad_jwt',
      message: 'invalid JWT: unable to parse or verify signature, token is not valid yet',
    });
  });
});

describe('a function that answers before reading the body', () => {
  it('does not hold the next request on the same kept-alive connection', { timeout: 180_000 }, async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const headers = { apikey: s.anonKey, authorization: `Bearer ${s.anonKey}` };
    try {
      // Starts Deno (the first call may take long).
      expect((await call(s.port, 'POST', '/functions/v1/echo', { agent, headers, body: {} })).status).toBe(
        200,
      );
      // 5 MB refused from its length alone (the fixture answers ?fail=1 without reading the body).
      const big = await call(s.port, 'POST', '/functions/v1/echo?fail=1', {
        agent,
        headers: { ...headers, 'content-type': 'text/plain' },
        body: Buffer.alloc(5 * 1024 * 1024, 97),
      });
      expect(big.status).toBe(400);
      const t = performance.now();
      const next = await call(s.port, 'GET', '/rest/v1/todos?select=id&limit=1', { agent, headers });
      expect(next.status).toBe(200);
      expect(performance.now() - t).toBeLessThan(1000);
    } finally {
      agent.destroy();
    }
  });
});

describe('the mail outbox answers only the app origins', () => {
  const get = (path: string, origin: string, method = 'GET') =>
    call(s.port, method, path, {
      headers: { origin, ...(method === 'OPTIONS' ? { 'access-control-request-method': 'GET' } : {}) },
    });

  it('another site cannot read it', async () => {
    for (const path of ['/_mail/messages', '/_mail', '/mail/emails']) {
      for (const method of ['GET', 'OPTIONS']) {
        const r = await get(path, 'https://evil.example', method);
        expect(r.headers['access-control-allow-origin'], `${method} ${path}`).toBeUndefined();
        expect(r.headers['access-control-allow-credentials'], `${method} ${path}`).toBeUndefined();
      }
    }
  });

  it('the app (site_url, additional_redirect_urls) and the stack itself can', async () => {
    for (const origin of ['http://localhost:5173', 'http://bilbao.localhost:5173', s.url]) {
      const r = await get('/_mail/messages', origin);
      expect(r.status).toBe(200);
      expect(r.headers['access-control-allow-origin']).toBe(origin);
      const pre = await get('/_mail/messages', origin, 'OPTIONS');
      expect(pre.status).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe(origin);
    }
  });

  it('the APIs still answer any origin, as hosted Supabase does', async () => {
    const r = await call(s.port, 'GET', '/rest/v1/todos?select=id', {
      headers: { apikey: s.anonKey, origin: 'https://evil.example' },
    });
    expect(r.headers['access-control-allow-origin']).toBe('https://evil.example');
  });
});

describe('statement timeouts of the API roles, as hosted sets them', () => {
  it('anon 3 s, authenticated 8 s (role settings applied per request); service_role has none', async () => {
    const roles = await s.db.query<{ role: string; config: string[] }>(
      `select r.rolname as role, s.setconfig as config from pg_db_role_setting s
       join pg_roles r on r.oid = s.setrole where r.rolname in ('anon', 'authenticated') and s.setdatabase = 0`,
    );
    const byRole = Object.fromEntries(roles.rows.map((r) => [r.role, r.config]));
    expect(byRole.anon).toContain('statement_timeout=3s');
    expect(byRole.authenticated).toContain('statement_timeout=8s');
    const anon = await s.client().rpc('current_statement_timeout');
    expect(anon.data).toBe('3s');
    const user = await signedInClient(s, 'timeout');
    expect((await user.client.rpc('current_statement_timeout')).data).toBe('8s');
    const service = await s.client(s.serviceRoleKey).rpc('current_statement_timeout');
    expect(['3s', '8s']).not.toContain(service.data);
  });
});
