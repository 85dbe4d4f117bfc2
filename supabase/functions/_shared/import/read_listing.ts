/**
 * A configured source's current listing, read from the network with the run's limits
 * (sources.ts): one document, or for Kulturklik every page of the endpoint plus the API's own
 * municipalities and provinces lists (items name their town by code). Runtime-neutral.
 */
import { decodeBody } from './adapters/decode.ts';
import {
  KULTURKLIK_API,
  kulturklikPageUrls,
  parseKulturklikMunicipalities,
  parseKulturklikProvinces,
} from './adapters/kulturklik.ts';
import type { SourceOptions } from './adapters/index.ts';
import { fetchListing, ListingError, MAX_LISTING_BYTES } from './sources.ts';
import type { SourceKind } from './types.ts';

/** At most this many pages of a Kulturklik endpoint a run reads (100 items each). */
export const MAX_KULTURKLIK_PAGES = 60;

export interface Listing {
  text: string;
  adapterOptions?: SourceOptions;
}

async function fetchText(url: string): Promise<string> {
  const { bytes, contentType } = await fetchListing(url);
  return decodeBody(bytes, contentType ?? undefined);
}

/** Kulturklik's pages joined into one answer ({ items }) for the adapter, with its lists of places. */
async function readKulturklik(url: string): Promise<Listing> {
  const first = await fetchText(url);
  let parsed: { items?: unknown[]; totalPages?: number };
  try {
    parsed = JSON.parse(first) as typeof parsed;
  } catch {
    return { text: first }; // the adapter says what is wrong with it
  }
  const items = [...(parsed.items ?? [])];
  let size = first.length;
  for (const page of kulturklikPageUrls(url, Number(parsed.totalPages ?? 1), {
    firstPage: 2,
    maxPages: MAX_KULTURKLIK_PAGES - 1,
  })) {
    const text = await fetchText(page);
    size += text.length;
    if (size > MAX_LISTING_BYTES * 4) throw new ListingError('La fuente tiene demasiadas páginas.');
    items.push(...((JSON.parse(text) as { items?: unknown[] }).items ?? []));
  }
  const [municipalities, provinces] = await Promise.all([
    fetchText(new URL('municipalities', KULTURKLIK_API).href).then(
      parseKulturklikMunicipalities,
      () => undefined,
    ),
    fetchText(new URL('provinces', KULTURKLIK_API).href).then(parseKulturklikProvinces, () => undefined),
  ]);
  return {
    text: JSON.stringify({ ...parsed, items, totalPages: 1, currentPage: 1 }),
    adapterOptions: { ...(municipalities ? { municipalities } : {}), ...(provinces ? { provinces } : {}) },
  };
}

export async function readSourceListing(kind: SourceKind, url: string): Promise<Listing> {
  if (kind === 'kulturklik') return readKulturklik(url);
  return { text: await fetchText(url) };
}
