import { getSupabase } from '@/lib/supabase';
import { getLocale } from '@/i18n/locale';
import {
  EVENT_IMAGE_BUCKET,
  eventImageMessages,
} from '../../../../supabase/functions/_shared/event_image.ts';
import { FunctionCallError, invokeFunction } from '@/lib/function-call';

/** Where each chosen picture went: a form sent again reuses the upload (forgotten once refused). */
const uploaded = new WeakMap<File, string>();

export const forgetUploadedImage = (file: File) => uploaded.delete(file);

/** Uploads to the signed URL event-image-upload answers; the path is submit-event's `image_path`. */
export async function uploadEventImage(file: File): Promise<string> {
  const known = uploaded.get(file);
  if (known) return known;
  const body = { content_type: file.type, size: file.size };
  const data = await invokeFunction<{ path: string; token: string }>('event-image-upload', body);
  const supabase = await getSupabase();
  const { error: uploadError } = await supabase.storage
    .from(EVENT_IMAGE_BUCKET)
    .uploadToSignedUrl(data.path, data.token, file, { contentType: file.type });
  if (uploadError) {
    // Storage answered: its refusal is shown beside the picture, as a 400 of submit-event would be.
    const answered = ((uploadError as { status?: number }).status ?? null) !== null;
    const message = eventImageMessages(getLocale()).upload;
    throw new FunctionCallError(uploadError.message, answered ? 400 : null, message, { image: message });
  }
  uploaded.set(file, data.path);
  return data.path;
}
