import { getSupabase } from '@/lib/supabase';
import {
  EVENT_IMAGE_BUCKET,
  EVENT_IMAGE_MESSAGES,
} from '../../../../supabase/functions/_shared/event_image.ts';
import { FunctionCallError, toFunctionCallError } from './function-error';

interface UploadGrant {
  path: string;
  token: string;
}

/**
 * Where each chosen picture went: a form that fails and is sent again (the picture kept) reuses the
 * upload instead of storing the same file twice. Forgotten when the server refuses the stored file.
 */
const uploaded = new WeakMap<File, string>();

export const forgetUploadedImage = (file: File): void => {
  uploaded.delete(file);
};

/**
 * Uploads the submission's picture: event-image-upload checks its declared type and size and answers
 * a signed upload URL into `pending/`, and the file goes there through Storage. Returns the path that
 * submit-event receives as `image_path`. A refusal is a FunctionCallError with `fields.image`.
 */
export async function uploadEventImage(file: File): Promise<string> {
  const known = uploaded.get(file);
  if (known) return known;
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<UploadGrant>('event-image-upload', {
    body: { content_type: file.type, size: file.size },
  });
  if (error) throw await toFunctionCallError(error);
  if (!data) throw new Error('event-image-upload: respuesta vacía');
  const { error: uploadError } = await supabase.storage
    .from(EVENT_IMAGE_BUCKET)
    .uploadToSignedUrl(data.path, data.token, file, { contentType: file.type });
  if (uploadError) {
    const status = (uploadError as { status?: number }).status ?? null;
    throw new FunctionCallError(
      uploadError.message,
      status === null ? null : 400,
      EVENT_IMAGE_MESSAGES.upload,
      {
        image: EVENT_IMAGE_MESSAGES.upload,
      },
    );
  }
  uploaded.set(file, data.path);
  return data.path;
}
