import assert from 'node:assert/strict';
import { bearerToken, decodeJwtPayload, isUserToken } from './jwt.ts';
import { corsHeaders } from './cors.ts';
import { errorResponse, HttpError, json } from './errors.ts';
import { intEnv, missingEnv, requireEnv } from './env.ts';
import { CLIENT_IP_HEADER, clientIp, createHandler, isUuid, readJsonObject, UNKNOWN_CLIENT } from './http.ts';

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://x/functions/v1/f', { method: 'POST', body, headers });

Deno.test('errorResponse: status, JSON body, CORS', async () => {
  const res = errorResponse(400, 'Mal', { title: 'Falta' });
  assert.equal(res.status, 400);
  assert.equal(res.headers.get('content-type'), 'application/json; charset=utf-8');
  assert.equal(res.headers.get('access-control-allow-origin'), '*');
  assert.deepEqual(await res.json(), { error: 'Mal', fields: { title: 'Falta' } });
  assert.deepEqual(await errorResponse(401, 'No').json(), { error: 'No' });
  assert.equal(errorResponse(429, 'Espera', undefined, { retry_after: 60 }).headers.get('retry-after'), '60');
  assert.deepEqual(await json({ ok: true }, 201).json(), { ok: true });
});

Deno.test('createHandler: preflight, 405, HttpError and unexpected errors', async () => {
  const h = createHandler('t', (req) => {
    if (req.headers.get('x-mode') === 'http') throw new HttpError(403, 'Prohibido', { a: 'b' });
    if (req.headers.get('x-mode') === 'boom') throw new Error('secret detail');
    return Promise.resolve(json({ ok: true }));
  });
  const pre = await h(new Request('http://x', { method: 'OPTIONS' }));
  assert.equal(pre.status, 204);
  assert.equal(pre.headers.get('access-control-allow-headers'), corsHeaders['Access-Control-Allow-Headers']);
  assert.equal((await h(new Request('http://x', { method: 'GET' }))).status, 405);
  const forbidden = await h(post('{}', { 'x-mode': 'http' }));
  assert.equal(forbidden.status, 403);
  assert.deepEqual(await forbidden.json(), { error: 'Prohibido', fields: { a: 'b' } });
  const boom = await h(post('{}', { 'x-mode': 'boom' }));
  assert.equal(boom.status, 500);
  const body = await boom.json();
  assert.equal(body.error, 'Ha ocurrido un error inesperado');
  assert.ok(!JSON.stringify(body).includes('secret detail'));
  assert.equal((await h(post('{}'))).status, 200);
});

Deno.test('readJsonObject refuses anything but a JSON object', async () => {
  assert.deepEqual(await readJsonObject(post('{"a":1}')), { a: 1 });
  for (const body of ['', 'no json', '[1,2]', '"texto"', '42', 'null', '{"a":']) {
    await assert.rejects(
      readJsonObject(post(body)),
      (e: unknown) => e instanceof HttpError && e.status === 400,
      body,
    );
  }
  await assert.rejects(
    readJsonObject(post(new Uint8Array([0x7b, 0xff, 0x7d]))), // invalid UTF-8
    (e: unknown) => e instanceof HttpError && e.status === 400,
  );
  await assert.rejects(
    readJsonObject(post(JSON.stringify({ a: 'x'.repeat(70_000) }))),
    (e: unknown) => e instanceof HttpError && e.status === 413,
  );
});

Deno.test('clientIp: CF-Connecting-IP only; the headers a client can write never name the caller', () => {
  const req = (h: Record<string, string>) => new Request('http://x', { headers: h });
  assert.equal(CLIENT_IP_HEADER, 'cf-connecting-ip');
  assert.equal(
    clientIp(req({ 'cf-connecting-ip': ' 192.0.2.9 ', 'x-forwarded-for': '203.0.113.7, 192.0.2.9' })),
    '192.0.2.9',
  );
  // Without it the request joins the one shared bucket, whatever else it claims.
  const forgedOnes: Record<string, string>[] = [
    { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' },
    { 'x-real-ip': '198.51.100.2' },
    { forwarded: 'for=198.51.100.3' },
    { 'true-client-ip': '198.51.100.4' },
    { 'cf-connecting-ip': '   ' },
    {},
  ];
  for (const forged of forgedOnes) {
    assert.equal(clientIp(req(forged)), UNKNOWN_CLIENT);
  }
});

Deno.test('tokens: bearer parsing and user-token detection', () => {
  const enc = (o: unknown) =>
    btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const jwt = (payload: unknown) => `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(payload)}.sig`;
  const user = jwt({ sub: 'u1', role: 'authenticated' });
  const anon = jwt({ role: 'anon', iss: 'supabase-demo' });
  assert.equal(bearerToken(new Request('http://x', { headers: { Authorization: `Bearer ${user}` } })), user);
  assert.equal(bearerToken(new Request('http://x', { headers: { Authorization: 'Basic abc' } })), null);
  assert.deepEqual(decodeJwtPayload(user), { sub: 'u1', role: 'authenticated' });
  assert.equal(decodeJwtPayload('a.b'), null);
  assert.ok(isUserToken(user));
  assert.ok(!isUserToken(anon));
  assert.ok(!isUserToken(jwt({ sub: 'x', role: 'service_role' })));
  assert.ok(!isUserToken('sb_publishable_abc'));
});

Deno.test('env: missing names are listed; a misconfiguration is a 500', () => {
  const name = 'AGENDA_TEST_MISSING_' + crypto.randomUUID().slice(0, 8).toUpperCase();
  assert.deepEqual(missingEnv([name]), [name]);
  assert.throws(
    () => requireEnv([name]),
    (e: unknown) =>
      e instanceof HttpError && e.status === 500 && (e.extra.missing_env as string[])[0] === name,
  );
  Deno.env.set(name, '7');
  assert.equal(requireEnv([name])[name], '7');
  assert.equal(intEnv(name, 3), 7);
  Deno.env.set(name, 'x');
  assert.equal(intEnv(name, 3), 3);
  Deno.env.delete(name);
});

Deno.test('isUuid: a uuid string in either case, nothing else', () => {
  assert.equal(isUuid('d4e58128-8c55-4d8e-a8d1-76f38a5bd73d'), true);
  assert.equal(isUuid('D4E58128-8C55-4D8E-A8D1-76F38A5BD73D'), true);
  for (const v of ['d4e58128-8c55-4d8e-a8d1-76f38a5bd73', 'not-a-uuid', '', 42, null, undefined]) {
    assert.equal(isUuid(v), false);
  }
});
