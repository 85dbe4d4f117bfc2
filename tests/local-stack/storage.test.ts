// @vitest-environment node
import './helpers/node-env.ts';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startTestStack, uniqueEmail } from './helpers/stack.ts';
import type { TestStack } from './helpers/stack.ts';

// The Storage API against the project's own migrations (bucket event-images and its policies),
// through the unmodified supabase-js storage client.
let s: TestStack;
let anon: SupabaseClient;
let service: SupabaseClient;
let moderator: SupabaseClient;
let user: SupabaseClient;

const BUCKET = 'event-images';
// The smallest valid PNG (1×1) and JPEG headers are enough: the bucket checks the declared type.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
  'base64',
);

const clientFor = (key: string): SupabaseClient =>
  createClient(s.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });

async function signUp(tag: string): Promise<{ client: SupabaseClient; id: string }> {
  const client = clientFor(s.anonKey);
  const { data, error } = await client.auth.signUp({ email: uniqueEmail(tag), password: 'secret-password' });
  if (error || !data.user) throw new Error(`signup failed: ${error?.message}`);
  return { client, id: data.user.id };
}

/** A raw request, so paths reach the server exactly as written (fetch would resolve `..`). */
function rawRequest(method: string, path: string, headers: Record<string, string> = {}, body?: Buffer) {
  const { port } = new URL(s.url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method, path, headers: { apikey: s.anonKey, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function signedUpload(path: string, body: Blob | Buffer, contentType?: string) {
  const signed = await service.storage.from(BUCKET).createSignedUploadUrl(path);
  if (signed.error) throw signed.error;
  return anon.storage
    .from(BUCKET)
    .uploadToSignedUrl(path, signed.data.token, body, contentType ? { contentType } : undefined);
}

beforeAll(async () => {
  // The project's migrations (not the fixtures'), on PGlite or on the TEST_DATABASE_URL server.
  s = await startTestStack({ migrationsDir: undefined, seedFile: false });
  anon = clientFor(s.anonKey);
  service = clientFor(s.serviceRoleKey);
  user = (await signUp('storage-user')).client;
  const mod = await signUp('storage-moderator');
  await s.db.query('insert into public.moderators (user_id) values ($1)', [mod.id]);
  moderator = mod.client;
}, 120_000);

afterAll(async () => {
  await s?.stop();
});

describe('Storage API (/storage/v1) with supabase-js', () => {
  it('uploads through a signed URL and serves the picture at its public URL', async () => {
    const path = `pending/${crypto.randomUUID()}.png`;
    const up = await signedUpload(path, new Blob([PNG], { type: 'image/png' }));
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path, fullPath: `${BUCKET}/${path}` });

    const { rows } = await s.db.query<{ metadata: { size: number; mimetype: string } }>(
      'select metadata from storage.objects where bucket_id = $1 and name = $2',
      [BUCKET, path],
    );
    expect(rows[0]?.metadata).toMatchObject({ size: PNG.length, mimetype: 'image/png' });

    const url = anon.storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
    expect(url).toBe(`${s.url}/storage/v1/object/public/${BUCKET}/${path}`);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    const again = await fetch(url, { headers: { 'If-None-Match': res.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);

    const download = await service.storage.from(BUCKET).download(path);
    expect(download.error).toBeNull();
    expect(Buffer.from(await download.data!.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('a signed URL uploads only its own object, once, and within the bucket rules', async () => {
    const path = `pending/${crypto.randomUUID()}.png`;
    const signed = await service.storage.from(BUCKET).createSignedUploadUrl(path);
    const other = await anon.storage
      .from(BUCKET)
      .uploadToSignedUrl(
        `pending/${crypto.randomUUID()}.png`,
        signed.data!.token,
        new Blob([PNG], { type: 'image/png' }),
      );
    expect(other.error).toMatchObject({ status: 400 });
    const forged = await anon.storage
      .from(BUCKET)
      .uploadToSignedUrl(
        path,
        `${signed.data!.token.slice(0, -2)}xx`,
        new Blob([PNG], { type: 'image/png' }),
      );
    expect(forged.error).toMatchObject({ status: 400 });

    const svg = await signedUpload(
      `pending/${crypto.randomUUID()}.svg`,
      new Blob(['<svg/>'], { type: 'image/svg+xml' }),
    );
    expect(svg.error).toMatchObject({ status: 415, message: 'mime type image/svg+xml is not supported' });
    const big = await signedUpload(
      `pending/${crypto.randomUUID()}.jpg`,
      new Blob([Buffer.alloc(5 * 1024 * 1024 + 1)], { type: 'image/jpeg' }),
    );
    expect(big.error).toMatchObject({ status: 413 });

    expect(
      (
        await anon.storage
          .from(BUCKET)
          .uploadToSignedUrl(path, signed.data!.token, new Blob([PNG], { type: 'image/png' }))
      ).error,
    ).toBeNull();
    const twice = await anon.storage
      .from(BUCKET)
      .uploadToSignedUrl(path, signed.data!.token, new Blob([PNG], { type: 'image/png' }));
    expect(twice.error).toMatchObject({ status: 409 });
  });

  it('policies: nobody writes directly, anon and users cannot sign, move or remove; moderators can', async () => {
    const blob = new Blob([PNG], { type: 'image/png' });
    for (const c of [anon, user, moderator]) {
      const direct = await c.storage.from(BUCKET).upload(`pending/${crypto.randomUUID()}.png`, blob);
      expect(direct.error).toMatchObject({ status: 403 });
      const sign = await c.storage.from(BUCKET).createSignedUploadUrl(`pending/${crypto.randomUUID()}.png`);
      expect(sign.error).toMatchObject({ status: 403 });
    }

    const path = `pending/${crypto.randomUUID()}.png`;
    expect((await signedUpload(path, blob)).error).toBeNull();
    for (const c of [anon, user]) {
      const removed = await c.storage.from(BUCKET).remove([path]);
      expect(removed.data).toEqual([]);
      const moved = await c.storage.from(BUCKET).move(path, `events/${crypto.randomUUID()}.png`);
      expect(moved.error).toMatchObject({ status: 404 });
    }
    expect((await fetch(anon.storage.from(BUCKET).getPublicUrl(path).data.publicUrl)).status).toBe(200);

    const target = `events/${crypto.randomUUID()}.png`;
    expect((await moderator.storage.from(BUCKET).move(path, target)).error).toBeNull();
    expect((await fetch(anon.storage.from(BUCKET).getPublicUrl(path).data.publicUrl)).status).toBe(404);
    const publicUrl = anon.storage.from(BUCKET).getPublicUrl(target).data.publicUrl;
    expect((await fetch(publicUrl)).status).toBe(200);

    const removed = await moderator.storage.from(BUCKET).remove([target]);
    expect(removed.data?.map((o) => o.name)).toEqual([target]);
    expect((await fetch(publicUrl)).status).toBe(404);
  });

  it('service role removes a pending picture; its row is gone and downloads answer 404', async () => {
    const path = `pending/${crypto.randomUUID()}.webp`;
    expect((await signedUpload(path, new Blob([PNG], { type: 'image/webp' }))).error).toBeNull();
    const removed = await service.storage.from(BUCKET).remove([path]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((o) => o.name)).toEqual([path]);
    const { rows } = await s.db.query('select 1 from storage.objects where name = $1', [path]);
    expect(rows).toEqual([]);
    expect((await service.storage.from(BUCKET).download(path)).error).toMatchObject({ status: 404 });
  });

  it('refuses `..` segments and absolute paths with 400, in URLs and in bodies', async () => {
    const auth = { Authorization: `Bearer ${s.serviceRoleKey}` };
    for (const path of [
      `/storage/v1/object/upload/sign/${BUCKET}/pending/../../../etc/passwd`,
      `/storage/v1/object/upload/sign/${BUCKET}/pending/%2e%2e/x.png`,
      `/storage/v1/object/upload/sign/${BUCKET}//etc/passwd`,
      `/storage/v1/object/upload/sign/${BUCKET}/%2Fetc%2Fpasswd`,
    ]) {
      const res = await rawRequest('POST', path, auth);
      expect(res.status, path).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ statusCode: '400', error: 'InvalidKey' });
    }
    const read = await rawRequest('GET', `/storage/v1/object/public/${BUCKET}/../../db/PG_VERSION`);
    expect(read.status).toBe(400);

    const moved = await service.storage.from(BUCKET).move('pending/a.png', '../outside.png');
    expect(moved.error).toMatchObject({ status: 400 });
    const removed = await service.storage.from(BUCKET).remove(['pending/../../x']);
    expect(removed.error).toMatchObject({ status: 400 });
  });

  it('a private or unknown bucket is not served publicly', async () => {
    const res = await fetch(`${s.url}/storage/v1/object/public/no-such-bucket/a.png`);
    expect(res.status).toBe(404);
  });
});
