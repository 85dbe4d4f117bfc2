import { getEnv } from '@/config/env';
import {
  eventImagePublicUrl,
  isPendingImagePath,
} from '../../../../supabase/functions/_shared/event_image.ts';

/**
 * The picture sent with a submission (payload.image_path, still in `pending/`), as the public URL the
 * moderator's browser loads; null when none was sent. Approval moves it; the event then points there.
 */
export function submissionImageUrl(payload: Readonly<Record<string, unknown>>): string | null {
  const path = payload.image_path;
  return isPendingImagePath(path) ? eventImagePublicUrl(getEnv().supabaseUrl, path) : null;
}
