/**
 * event-image-upload — anyone filling in /add-event gets a signed upload URL for the event's picture.
 *
 * Request: POST {content_type, size} — what the browser says of the chosen file.
 * Response 200 {path, token, signed_url}: `path` is `pending/<random uuid>.<ext>` in the bucket
 *   event-images; the browser uploads the file there with supabase-js `uploadToSignedUrl(path, token,
 *   file)` (the URL lasts 2 hours and names that one object) and sends `path` to submit-event as
 *   `image_path`, which checks the stored file again (size, first bytes) before keeping it.
 * Errors: 400 {error, fields: {image}} for a type other than JPEG/PNG/WebP or a size over 5 MB (Spanish
 *   messages of _shared/event_image.ts), 429 more than EVENT_IMAGE_UPLOADS_PER_HOUR (20) URLs in an
 *   hour from the same IP (counted and recorded in one transaction: grant_image_upload).
 * Pictures uploaded over a day ago for a form never sent are removed as new URLs are issued.
 * The random name means nobody can choose, guess or overwrite another upload's path, and only the
 *   service role signs: the bucket's policies give clients no write of their own.
 */
import { sha256Hex } from '../_shared/crypto.ts';
import { checkEnvAtStartup, intEnv, optionalEnv, requireEnv } from '../_shared/env.ts';
import { HttpError, json } from '../_shared/errors.ts';
import { EVENT_IMAGE_BUCKET, eventImageDeclarationError, pendingImagePath } from '../_shared/event_image.ts';
import type { EventImageType } from '../_shared/event_image.ts';
import { clientIp, createHandler, readJsonObject } from '../_shared/http.ts';
import { createServiceClient } from '../_shared/supabase.ts';
import type { SupabaseClient } from '../_shared/supabase.ts';

const NAME = 'event-image-upload';
const REQUIRED_ENV = ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY'] as const;
checkEnvAtStartup(NAME, REQUIRED_ENV);

export const DEFAULT_UPLOADS_PER_HOUR = 20;
export const RATE_LIMIT_MESSAGE =
  'Has subido demasiadas imágenes en poco tiempo. Espera una hora e inténtalo de nuevo, o envía el evento sin cartel.';

/**
 * Each new upload URL also sweeps a few pictures that were uploaded over a day ago for a form never
 * sent (stale_event_images): no submission will move or remove them. A failed sweep is only logged.
 */
async function removeStaleUploads(service: SupabaseClient): Promise<void> {
  const { data, error } = await service.rpc('stale_event_images', { p_limit: 20 });
  if (error) {
    console.error(`[${NAME}] stale_event_images: ${error.message}`);
    return;
  }
  if (!data?.length) return;
  const { error: removeError } = await service.storage.from(EVENT_IMAGE_BUCKET).remove(data);
  if (removeError) console.error(`[${NAME}] removing stale uploads: ${removeError.message}`);
}

export const handler = createHandler(NAME, async (req) => {
  const env = requireEnv(REQUIRED_ENV);
  const body = await readJsonObject(req);
  const type =
    typeof body.content_type === 'string' ? body.content_type.trim().toLowerCase() : body.content_type;
  const problem = eventImageDeclarationError(type, body.size);
  if (problem) throw new HttpError(400, problem, { image: problem });

  const path = pendingImagePath(type as EventImageType, crypto.randomUUID());
  const service = createServiceClient();
  const salt = optionalEnv('IP_HASH_SALT', env.SUPABASE_SERVICE_ROLE_KEY);
  const { data: granted, error } = await service.rpc('grant_image_upload', {
    p_ip_hash: await sha256Hex(`${salt}:${clientIp(req)}`),
    p_path: path,
    p_limit: intEnv('EVENT_IMAGE_UPLOADS_PER_HOUR', DEFAULT_UPLOADS_PER_HOUR),
  });
  if (error) throw new Error(`grant_image_upload: ${error.message}`);
  if (granted !== true) throw new HttpError(429, RATE_LIMIT_MESSAGE, undefined, { retry_after: 3600 });

  await removeStaleUploads(service);
  const { data, error: signError } = await service.storage
    .from(EVENT_IMAGE_BUCKET)
    .createSignedUploadUrl(path);
  if (signError) throw new Error(`createSignedUploadUrl: ${signError.message}`);
  return json({ path, token: data.token, signed_url: data.signedUrl });
});
