// @vitest-environment node
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { signedInClient, startTestStack } from './helpers/stack.ts';
import type { TestStack } from './helpers/stack.ts';

// Contract §4: functions run in one warm Deno process, behind verify_jwt.
let s: TestStack;

beforeAll(async () => {
  s = await startTestStack();
});

afterAll(async () => {
  await s?.stop();
});

describe('edge functions (§4)', () => {
  it('invoke with a JSON body: headers, env, npm: imports via deno.json', { timeout: 60_000 }, async () => {
    const user = await signedInClient(s, 'fn');
    const { data, error, response } = await user.client.functions.invoke('echo', {
      body: { a: 1 },
      headers: { 'x-custom': 'yes' },
    });
    expect(error).toBeNull();
    expect(response?.status).toBe(200);
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    expect(data).toMatchObject({
      method: 'POST',
      path: '/echo',
      body: '{"a":1}',
      contentType: 'application/json',
      authorization: `Bearer ${token}`,
      custom: 'yes',
      twoDays: 172800000,
      env: {
        SUPABASE_URL: s.url,
        hasAnon: true,
        hasService: true,
        MAIL_API_URL: `${s.url}/mail`,
        FIXTURE_SECRET: 'from-dotenv',
      },
    });
  });

  it('string bodies, GET, sub-paths and query strings, text responses', { timeout: 30_000 }, async () => {
    const c = s.client();
    expect((await c.functions.invoke('echo', { body: 'hola' })).data).toMatchObject({
      body: 'hola',
      contentType: 'text/plain',
    });
    expect((await c.functions.invoke('echo/sub/path?x=1', { method: 'GET' })).data).toMatchObject({
      method: 'GET',
      path: '/echo/sub/path',
      search: '?x=1',
    });
    expect((await c.functions.invoke('echo?text=1')).data).toBe('plain text');
  });

  it('non-2xx is a FunctionsHttpError whose context is the response', { timeout: 30_000 }, async () => {
    const { data, error } = await s.client().functions.invoke('echo?fail=1');
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect(await (error as FunctionsHttpError).context.json()).toEqual({ error: 'bad input' });
  });

  it(
    'verify_jwt: missing or forged token 401 {"msg":"Invalid JWT"}; verify_jwt=false and OPTIONS skip it',
    { timeout: 30_000 },
    async () => {
      const none = await fetch(`${s.url}/functions/v1/echo`, { method: 'POST' });
      expect(none.status).toBe(401);
      expect(await none.json()).toEqual({ msg: 'Invalid JWT' });
      const forged = await fetch(`${s.url}/functions/v1/echo`, {
        method: 'POST',
        headers: { Authorization: 'Bearer a.b.c' },
      });
      expect(forged.status).toBe(401);
      const open = await fetch(`${s.url}/functions/v1/public-echo`);
      expect(await open.json()).toEqual({ ok: true });
      const pre = await fetch(`${s.url}/functions/v1/echo`, {
        method: 'OPTIONS',
        headers: { Origin: 'http://localhost:5173' },
      });
      expect(pre.status).toBe(200);
      expect(pre.headers.get('access-control-allow-headers')).toContain('apikey');
    },
  );

  it(
    "a function that cannot start: its preflight passes, then 503 with the functions' CORS headers and {error} saying why",
    { timeout: 60_000 },
    async () => {
      // A browser first sends the preflight: it must get an OK status, or the app only sees a
      // network (CORS) failure instead of the 503 and its message.
      const pre = await fetch(`${s.url}/functions/v1/broken`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://localhost:5173',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, content-type',
        },
      });
      expect(pre.status).toBe(204);
      // fixtures/functions/_shared/cors.ts, the fixture functions' own headers.
      expect(pre.headers.get('access-control-allow-headers')).toContain('x-fixture-cors');
      expect(pre.headers.get('access-control-allow-origin')).toBeTruthy();
      const { data, error, response } = await s.client().functions.invoke('broken', { body: { a: 1 } });
      expect(data).toBeNull();
      expect(error).toBeInstanceOf(FunctionsHttpError);
      expect(response?.status).toBe(503);
      expect(response?.headers.get('access-control-allow-origin')).toBe('*');
      expect(response?.headers.get('access-control-allow-headers')).toContain('x-fixture-cors');
      expect(await (error as FunctionsHttpError).context.json()).toEqual({
        error: expect.stringMatching(
          /^La función broken no ha podido arrancar: Module not found ".*\/broken\/does-not-exist\.ts"/,
        ) as unknown,
        code: 'BOOT_ERROR',
      });
      // The other functions are unaffected.
      expect((await s.client().functions.invoke('public-echo')).data).toEqual({ ok: true });
    },
  );

  it('unknown function: 404 text/plain "Function not found"', async () => {
    const r = await fetch(`${s.url}/functions/v1/nope`, { headers: { apikey: s.anonKey } });
    expect(r.status).toBe(404);
    expect(r.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await r.text()).toBe('Function not found');
  });
});

describe('mail API and outbox', () => {
  it('POST /mail/emails (Resend shape) lands in the outbox, newest first; the page escapes HTML; DELETE empties', async () => {
    await fetch(`${s.url}/_mail/messages`, { method: 'DELETE' });
    const send = (subject: string, html: string): Promise<Response> =>
      fetch(`${s.url}/mail/emails`, {
        method: 'POST',
        headers: { Authorization: 'Bearer local', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          from: 'Agenda Norte <hola@agenda-norte.local>',
          to: ['ane@example.com'],
          subject,
          html,
          text: 'texto',
        }),
      });
    const r1 = await send('Primero', '<p>uno</p>');
    expect(r1.status).toBe(200);
    expect(((await r1.json()) as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    await send(
      '<script>alert(1)</script>',
      '<a href="http://localhost:5173/confirmar?t=1&amp;u=2">Confirmar</a><script>alert(2)</script>',
    );
    const list = (await (await fetch(`${s.url}/_mail/messages`)).json()) as {
      subject: string;
      to: string[];
      from: string;
      html: string;
      text: string;
      created_at: string;
      id: string;
    }[];
    expect(list.map((m) => m.subject)).toEqual(['<script>alert(1)</script>', 'Primero']);
    expect(list[1]).toMatchObject({
      to: ['ane@example.com'],
      from: 'Agenda Norte <hola@agenda-norte.local>',
      text: 'texto',
    });
    const page = await (await fetch(`${s.url}/_mail`)).text();
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('<iframe sandbox=');
    expect(page).toContain('href="http://localhost:5173/confirmar?t=1&amp;u=2"');
    const bad = await fetch(`${s.url}/mail/emails`, { method: 'POST', body: '{"to":[]}' });
    expect(bad.status).toBe(422);
    expect((await fetch(`${s.url}/_mail/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(`${s.url}/_mail/messages`)).json()).toEqual([]);
  });
});

describe('a function whose npm: dependency cannot be downloaded (offline, never cached)', () => {
  let offline: TestStack;
  beforeAll(async () => {
    // A registry address where nothing listens stands in for a machine without a network: Deno
    // reads NPM_CONFIG_REGISTRY, and its cache has nothing under that registry.
    const closed = await new Promise<number>((resolve) => {
      const srv = createServer().listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as AddressInfo;
        srv.close(() => resolve(port));
      });
    });
    offline = await startTestStack({ functionsEnv: { NPM_CONFIG_REGISTRY: `http://127.0.0.1:${closed}/` } });
  });
  afterAll(async () => {
    await offline?.stop();
  });

  it(
    '503 with CORS headers and a message naming the package and how to cache it',
    { timeout: 60_000 },
    async () => {
      const { error, response } = await offline.client().functions.invoke('offline-dep', { body: {} });
      expect(error).toBeInstanceOf(FunctionsHttpError);
      expect(response?.status).toBe(503);
      expect(response?.headers.get('access-control-allow-origin')).toBe('*');
      const body = (await (error as FunctionsHttpError).context.json()) as { error: string; code: string };
      expect(body.code).toBe('BOOT_ERROR');
      expect(body.error).toMatch(
        /^La función offline-dep no ha podido arrancar: no se han podido descargar sus dependencias \(is-odd\)/,
      );
      expect(body.error).toContain('npm run functions:cache');
      expect(body.error).toMatch(/Detalle: .*(Connection refused|tcp connect)/);
    },
  );
});
