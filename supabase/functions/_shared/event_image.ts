/**
 * The picture sent with a submission ('Cartel o foto del evento'): one copy of its rules, used by the
 * add-event form (checks before uploading), event-image-upload (issues the upload URL), submit-event
 * (checks the uploaded file again) and review-submission (moves or removes it).
 *
 * Only JPEG, PNG and WebP up to 5 MB: the types every browser shows in an <img>, and none of them can
 * carry script (an SVG can). The declared type is what the browser says; the file's first bytes are
 * what it is, so the server trusts only those (a PDF renamed .jpg is refused).
 *
 * The messages are Spanish (what the edge functions answer); EVENT_IMAGE_MESSAGES_EU holds the same in
 * Basque for the form on Basque pages: eventImageMessages(language).
 */
import type { Language } from './languages.ts';

export const EVENT_IMAGE_BUCKET = 'event-images';
export const MAX_EVENT_IMAGE_BYTES = 5 * 1024 * 1024;

export const EVENT_IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;
export type EventImageType = keyof typeof EVENT_IMAGE_TYPES;

/** What a file input may offer (its `accept`). */
export const EVENT_IMAGE_ACCEPT = Object.keys(EVENT_IMAGE_TYPES).join(',');

export const EVENT_IMAGE_MESSAGES = {
  type: 'El cartel debe ser una imagen JPEG, PNG o WebP.',
  size: 'El cartel no puede pesar más de 5 MB. Elige una imagen más ligera.',
  empty: 'El archivo del cartel está vacío. Elige otra imagen.',
  content: 'El archivo del cartel no es una imagen JPEG, PNG o WebP válida. Elige otra imagen.',
  path: 'El cartel indicado no es válido. Vuelve a elegir la imagen.',
  missing: 'No encontramos el cartel que subiste (puede haber caducado). Vuelve a elegir la imagen.',
  upload: 'No se pudo subir el cartel. Inténtalo de nuevo o envía el evento sin él.',
  declaration: 'Indica el tipo y el tamaño del cartel que quieres subir.',
} as const;

export const EVENT_IMAGE_MESSAGES_EU: Record<keyof typeof EVENT_IMAGE_MESSAGES, string> = {
  type: 'Kartelak JPEG, PNG edo WebP irudi bat izan behar du.',
  size: 'Kartelak ezin du 5 MB baino gehiago izan. Aukeratu irudi arinago bat.',
  empty: 'Kartelaren fitxategia hutsik dago. Aukeratu beste irudi bat.',
  content: 'Kartelaren fitxategia ez da JPEG, PNG edo WebP irudi baliozkoa. Aukeratu beste irudi bat.',
  path: 'Adierazitako kartela ez da baliozkoa. Aukeratu berriro irudia.',
  missing: 'Ez dugu aurkitu igo duzun kartela (baliteke iraungita egotea). Aukeratu berriro irudia.',
  upload: 'Ezin izan da kartela igo. Saiatu berriro edo bidali ekitaldia kartelik gabe.',
  declaration: 'Adierazi igo nahi duzun kartelaren mota eta tamaina.',
};

/** The picture's messages in a language (Spanish by default, as the edge functions answer). */
export const eventImageMessages = (
  language: Language = 'es',
): Record<keyof typeof EVENT_IMAGE_MESSAGES, string> =>
  language === 'eu' ? EVENT_IMAGE_MESSAGES_EU : EVENT_IMAGE_MESSAGES;

export const isEventImageType = (type: unknown): type is EventImageType =>
  typeof type === 'string' && Object.hasOwn(EVENT_IMAGE_TYPES, type);

/** The declared type and size, checked before anything is uploaded: a message, or null when fine. */
export function eventImageDeclarationError(
  type: unknown,
  size: unknown,
  language: Language = 'es',
): string | null {
  const t = eventImageMessages(language);
  if (!isEventImageType(type)) return t.type;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 0) return t.declaration;
  if (size === 0) return t.empty;
  if (size > MAX_EVENT_IMAGE_BYTES) return t.size;
  return null;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  prefix.every((b, i) => bytes[at + i] === b);

/** The image type the file's first bytes show (its signature), or null for anything else. */
export function sniffEventImageType(bytes: Uint8Array): EventImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF <size> WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
}

/** Where an upload URL puts a picture: `pending/<uuid>.<ext>` and nothing else (no `../`, no folders). */
const PENDING_PATH =
  /^pending\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

export const isPendingImagePath = (path: unknown): path is string =>
  typeof path === 'string' && PENDING_PATH.test(path);

export const pendingImagePath = (type: EventImageType, id: string): string =>
  `pending/${id}.${EVENT_IMAGE_TYPES[type]}`;

/**
 * A picture's public URL: Storage serves a public bucket's objects at
 * `<project URL>/storage/v1/object/public/<bucket>/<path>` (what supabase-js getPublicUrl builds).
 */
export const eventImagePublicUrl = (supabaseUrl: string, path: string): string =>
  `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/${EVENT_IMAGE_BUCKET}/${path}`;

/** The approved picture's place: `events/<event id>.<ext of the pending file>`. */
export const publishedImagePath = (pendingPath: string, eventId: string): string =>
  `events/${eventId}.${pendingPath.slice(pendingPath.lastIndexOf('.') + 1)}`;
