// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_IMAGE_MESSAGES } from '../../supabase/functions/_shared/event_image.ts';
import { validSubmission } from '../../supabase/functions/_shared/submission_corpus.ts';
import { client, FIRST_CALL_TIMEOUT, invoke, madridToday, query, signUp, startStack } from './helpers.ts';
import type { Stack, TestUser } from './helpers.ts';

// The submission picture end to end through the functions: event-image-upload issues the URL,
// submit-event checks the stored file, review-submission moves it on approval or removes it.
let s: Stack;
let moderator: TestUser;

const BUCKET = 'event-images';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

beforeAll(async () => {
  s = await startStack();
  moderator = await signUp(s, 'moderadora-carteles');
  await s.db.query('insert into public.moderators (user_id) values ($1)', [moderator.id]);
}, FIRST_CALL_TIMEOUT);

afterAll(async () => {
  await s?.stop();
});

/** Asks for an upload URL as the app does and uploads `bytes` with it, declared as `type`. */
async function upload(bytes: Buffer, type: string): Promise<string> {
  const r = await invoke<{ path: string; token: string }>(client(s), 'event-image-upload', {
    content_type: type,
    size: bytes.length,
  });
  if (r.status !== 200) throw new Error(`upload URL refused: ${JSON.stringify(r.body)}`);
  const up = await client(s)
    .storage.from(BUCKET)
    .uploadToSignedUrl(r.body.path, r.body.token, new Blob([new Uint8Array(bytes)], { type }));
  if (up.error) throw up.error;
  return r.body.path;
}

const stored = async (name: string): Promise<boolean> =>
  (await query(s, 'select 1 from storage.objects where bucket_id = $1 and name = $2', [BUCKET, name]))
    .length > 0;

const submissionCount = async (): Promise<number> =>
  Number((await query<{ n: string }>(s, 'select count(*) as n from public.event_submissions'))[0]!.n);

async function submit(patch: Record<string, unknown>) {
  await s.db.query(`update public.event_submissions set created_at = created_at - interval '2 hours'`);
  return invoke(client(s), 'submit-event', { ...validSubmission(madridToday()), ...patch });
}

describe('event-image-upload', () => {
  it('issues a signed URL into pending/<uuid>.<ext> for a JPEG, PNG or WebP up to 5 MB', async () => {
    for (const [type, ext] of [
      ['image/jpeg', 'jpg'],
      ['image/png', 'png'],
      ['image/webp', 'webp'],
    ] as const) {
      const r = await invoke(client(s), 'event-image-upload', { content_type: type, size: 5 * 1024 * 1024 });
      expect(r.status).toBe(200);
      expect(String(r.body.path)).toMatch(new RegExp(`^pending/[0-9a-f-]{36}\\.${ext}$`));
      expect(String(r.body.signed_url)).toContain(
        `/storage/v1/object/upload/sign/${BUCKET}/${String(r.body.path)}`,
      );
    }
  });

  it('refuses other types and sizes with a Spanish message, before any URL exists', async () => {
    const cases: Array<[unknown, unknown, string]> = [
      ['image/svg+xml', 1000, EVENT_IMAGE_MESSAGES.type],
      ['application/pdf', 1000, EVENT_IMAGE_MESSAGES.type],
      ['image/gif', 1000, EVENT_IMAGE_MESSAGES.type],
      ['image/jpeg', 30 * 1024 * 1024, EVENT_IMAGE_MESSAGES.size],
      ['image/jpeg', 5 * 1024 * 1024 + 1, EVENT_IMAGE_MESSAGES.size],
      ['image/png', 0, EVENT_IMAGE_MESSAGES.empty],
      ['image/png', 'mucho', EVENT_IMAGE_MESSAGES.declaration],
    ];
    for (const [content_type, size, message] of cases) {
      const r = await invoke(client(s), 'event-image-upload', { content_type, size });
      expect(r.status, String(content_type)).toBe(400);
      expect(r.body).toEqual({ error: message, fields: { image: message } });
    }
  });

  it('grant_image_upload counts upload URLs per IP hash and hour, and refuses past the limit', async () => {
    const grant = async (hash: string) =>
      (
        await query<{ ok: boolean }>(s, 'select public.grant_image_upload($1, $2, 2) as ok', [
          hash,
          `pending/${crypto.randomUUID()}.png`,
        ])
      )[0]!.ok;
    expect([await grant('ip-a'), await grant('ip-a'), await grant('ip-a')]).toEqual([true, true, false]);
    expect(await grant('ip-b')).toBe(true);
    await s.db.query(
      `update public.image_upload_grants set created_at = now() - interval '61 minutes' where ip_hash = 'ip-a'`,
    );
    expect(await grant('ip-a')).toBe(true);
  });
});

describe('submit-event with a picture', () => {
  it('keeps a real PNG: the submission stores its pending path', async () => {
    const path = await upload(PNG, 'image/png');
    const r = await submit({ image_path: path });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const [row] = await query<{ payload: { image_path: string } }>(
      s,
      'select payload from public.event_submissions where id = $1',
      [r.body.id],
    );
    expect(row!.payload.image_path).toBe(path);
    expect(await stored(path)).toBe(true);
  });

  it('a PDF renamed .jpg and an SVG sent as PNG are refused, removed, and nothing is stored', async () => {
    for (const [bytes, type] of [
      [PDF, 'image/jpeg'],
      [SVG, 'image/png'],
    ] as const) {
      const path = await upload(bytes, type);
      const before = await submissionCount();
      const r = await submit({ image_path: path });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({
        error: EVENT_IMAGE_MESSAGES.content,
        fields: { image: EVENT_IMAGE_MESSAGES.content },
      });
      expect(await submissionCount()).toBe(before);
      expect(await stored(path)).toBe(false);
    }
  });

  it('a path outside pending/ (../, another folder) or a file never uploaded is refused', async () => {
    const before = await submissionCount();
    for (const image_path of [
      'pending/../events/x.png',
      '../../etc/passwd',
      '/pending/a.png',
      'events/a.png',
      42,
    ]) {
      const r = await submit({ image_path });
      expect(r.status, String(image_path)).toBe(400);
      expect(r.body).toMatchObject({ fields: { image: EVENT_IMAGE_MESSAGES.path } });
    }
    const r = await submit({ image_path: `pending/${crypto.randomUUID()}.png` });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ fields: { image: EVENT_IMAGE_MESSAGES.missing } });
    expect(await submissionCount()).toBe(before);
  });
});

describe('review-submission and the picture', () => {
  it('approval moves it to events/<event id>.png and the event shows its public URL', async () => {
    const path = await upload(PNG, 'image/png');
    const sent = await submit({ image_path: path });
    const r = await invoke(moderator.client, 'review-submission', {
      submission_id: sent.body.id,
      decision: 'approve',
    });
    expect(r.status).toBe(200);
    const eventId = String(r.body.event_id);
    const url = `${s.url}/storage/v1/object/public/${BUCKET}/events/${eventId}.png`;
    expect(r.body.image_url).toBe(url);
    const [event] = await query<{ image_url: string }>(
      s,
      'select image_url from public.events where id = $1',
      [eventId],
    );
    expect(event!.image_url).toBe(url);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    expect(await stored(path)).toBe(false);
  });

  it('rejection removes the pending picture', async () => {
    const path = await upload(PNG, 'image/png');
    const sent = await submit({ image_path: path });
    const r = await invoke(moderator.client, 'review-submission', {
      submission_id: sent.body.id,
      decision: 'reject',
      reason: 'No es un evento público.',
    });
    expect(r.status).toBe(200);
    expect(await stored(path)).toBe(false);
    expect((await fetch(`${s.url}/storage/v1/object/public/${BUCKET}/${path}`)).status).toBe(404);
  });
});

describe('pictures of forms never sent', () => {
  it('a new upload URL removes those over a day old, not those a pending submission uses', async () => {
    const orphan = await upload(PNG, 'image/png');
    const used = await upload(PNG, 'image/png');
    expect((await submit({ image_path: used })).status).toBe(201);
    const fresh = await upload(PNG, 'image/png');
    await s.db.query(
      `update storage.objects set created_at = now() - interval '2 days' where name = any($1::text[])`,
      [[orphan, used]],
    );
    await upload(PNG, 'image/png');
    expect(await stored(orphan)).toBe(false);
    expect((await fetch(`${s.url}/storage/v1/object/public/${BUCKET}/${orphan}`)).status).toBe(404);
    expect(await stored(used)).toBe(true);
    expect(await stored(fresh)).toBe(true);
  });
});
