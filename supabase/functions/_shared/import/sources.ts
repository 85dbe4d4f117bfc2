/**
 * What every source kind is called where the product credits it, its licence when the publisher
 * states one, and how a run reads a listing from the network: a time limit, a size limit and a
 * polite user agent. Runtime-neutral (fetch is in Node and Deno).
 */
import type { SourceKind } from './types.ts';

export const SOURCE_DEFAULTS: Readonly<Record<SourceKind, { name: string; licence: string | null }>> = {
  // Open Data Euskadi publishes Kulturklik under CC BY 4.0: the attribution is required.
  kulturklik: { name: 'Kulturklik', licence: 'CC BY 4.0' },
  bilbao: { name: 'Agenda municipal de Bilbao', licence: null },
  santander: { name: 'Agenda cultural de Santander', licence: null },
  ics: { name: 'Calendario iCalendar', licence: null },
  jsonld: { name: 'Página con eventos', licence: null },
};

export const IMPORT_USER_AGENT = 'AgendaNorte/1.0 (+https://agendanorte.es/; importador de agendas públicas)';
/** A listing larger than this is refused whole: no public agenda publishes one (Kulturklik pages are ~1 MB). */
export const MAX_LISTING_BYTES = 8 * 1024 * 1024;
/** Each request of a run gives up after this long. */
export const FETCH_TIMEOUT_MS = 30_000;

export class ListingError extends Error {
  override name = 'ListingError';
}

/** Reads at most `limit` bytes of a body, refusing a larger one before reading it all. */
export async function readLimited(
  body: ReadableStream<Uint8Array> | null,
  limit = MAX_LISTING_BYTES,
): Promise<Uint8Array> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new ListingError(`La fuente supera el tamaño máximo (${Math.round(limit / 1024 / 1024)} MB).`);
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/** GETs a listing with the time and size limits and the user agent; the bytes and their content type. */
export async function fetchListing(url: string): Promise<{ bytes: Uint8Array; contentType: string | null }> {
  if (!/^https?:\/\//i.test(url))
    throw new ListingError('La dirección de la fuente debe empezar por http:// o https://.');
  let res: Response;
  try {
    res = await fetch(url, {
      headers: {
        'User-Agent': IMPORT_USER_AGENT,
        Accept: 'application/json, text/calendar, text/html;q=0.9, */*;q=0.5',
      },
      redirect: 'follow',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new ListingError(
      timedOut
        ? `La fuente no respondió en ${FETCH_TIMEOUT_MS / 1000} s.`
        : `No se pudo leer la fuente: ${String(error)}`,
    );
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new ListingError(`La fuente respondió ${res.status}.`);
  }
  const declared = Number(res.headers.get('content-length') ?? '0');
  if (declared > MAX_LISTING_BYTES) {
    await res.body?.cancel();
    throw new ListingError(
      `La fuente supera el tamaño máximo (${Math.round(MAX_LISTING_BYTES / 1024 / 1024)} MB).`,
    );
  }
  return { bytes: await readLimited(res.body), contentType: res.headers.get('content-type') };
}
