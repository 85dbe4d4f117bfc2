/**
 * The submission picture in Storage, server side (service role): checked when the submission is sent,
 * moved to its public place on approval, removed on rejection. Rules: _shared/event_image.ts.
 */
import { HttpError } from './errors.ts';
import {
  EVENT_IMAGE_BUCKET,
  EVENT_IMAGE_MESSAGES,
  EVENT_IMAGE_TYPES,
  isPendingImagePath,
  MAX_EVENT_IMAGE_BYTES,
  publishedImagePath,
  sniffEventImageType,
} from './event_image.ts';
import type { SupabaseClient } from './supabase.ts';

const refuse = (message: string): HttpError => new HttpError(400, message, { image: message });

/**
 * The uploaded picture at `path`, checked again as stored: the path is an upload URL's
 * (`pending/<uuid>.<ext>`, so no `../`), the file exists, weighs at most 5 MB, and its first bytes are
 * a JPEG, PNG or WebP matching its extension. A bad file is removed (nothing of it is kept) and
 * answered with a 400 whose `fields.image` says why, in Spanish.
 */
export async function checkPendingImage(service: SupabaseClient, path: unknown): Promise<string> {
  if (!isPendingImagePath(path)) throw refuse(EVENT_IMAGE_MESSAGES.path);
  const bucket = service.storage.from(EVENT_IMAGE_BUCKET);
  const { data, error } = await bucket.download(path);
  if (error || !data) {
    const status = (error as { status?: number } | null)?.status;
    if (status === 400 || status === 404) throw refuse(EVENT_IMAGE_MESSAGES.missing);
    throw new Error(`download ${path}: ${error?.message ?? 'no data'}`);
  }
  const sniffed = sniffEventImageType(new Uint8Array(await data.slice(0, 16).arrayBuffer()));
  const problem =
    data.size > MAX_EVENT_IMAGE_BYTES
      ? EVENT_IMAGE_MESSAGES.size
      : !sniffed || !path.endsWith(`.${EVENT_IMAGE_TYPES[sniffed]}`)
        ? EVENT_IMAGE_MESSAGES.content
        : null;
  if (problem) {
    await discardPendingImage(service, path);
    throw refuse(problem);
  }
  return path;
}

/** Removes a pending picture (a refused file, a rejected submission). Failures are only logged. */
export async function discardPendingImage(service: SupabaseClient, path: string): Promise<void> {
  if (!isPendingImagePath(path)) return;
  const { error } = await service.storage.from(EVENT_IMAGE_BUCKET).remove([path]);
  if (error) console.error(`[event-image] could not remove ${path}: ${error.message}`);
}

/**
 * On approval: moves the pending picture to `events/<event id>.<ext>` and points the event's image_url
 * at its public URL. Returns that URL, or null when there was nothing to move (the event then keeps
 * its poster); the event is published either way.
 */
export async function publishEventImage(
  service: SupabaseClient,
  pendingPath: unknown,
  eventId: string,
): Promise<string | null> {
  if (!isPendingImagePath(pendingPath)) return null;
  const bucket = service.storage.from(EVENT_IMAGE_BUCKET);
  const target = publishedImagePath(pendingPath, eventId);
  const { error: moveError } = await bucket.move(pendingPath, target);
  if (moveError) {
    console.error(`[event-image] could not move ${pendingPath}: ${moveError.message}`);
    return null;
  }
  const url = bucket.getPublicUrl(target).data.publicUrl;
  const { error } = await service.from('events').update({ image_url: url }).eq('id', eventId);
  if (error) throw new Error(`events.image_url: ${error.message}`);
  return url;
}
