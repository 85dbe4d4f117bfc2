/**
 * Santander City Council's open-data cultural agenda (`agenda_cultural.json`):
 * `{ summary: {…}, resources: [ { "dc:identifier", "dc:name", "dc:description", "ayto:categoria",
 * "ayto:datetime", "ayto:lat", "ayto:lon", "ayto:link", "ayto:imagen", "dc:modified", … } ] }`.
 * The portal writes every value as a string, coordinates included.
 */
import type { AdapterResult, RawItem, Rejection } from '../types.ts';
import {
  cleanHtml,
  cleanText,
  cleanUrl,
  compact,
  coordinates,
  idText,
  isRecord,
  parseJsonLenient,
} from './text.ts';
import { parseIsoDate, span, withoutPlaceholderTime } from './time.ts';

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

function readItem(entry: Record<string, unknown>, externalId: string): RawItem | Rejection {
  const title = cleanText(entry['dc:name']);
  if (!title) return { externalId, reason: 'sin título' };
  const raw = entry['ayto:datetime'];
  if (blank(raw)) return { externalId, reason: 'sin fecha de inicio' };
  // '2026-12-05T20:00:00' is Madrid wall time; a value with an offset or 'Z' is an instant, converted
  // to Madrid. A midnight clock is the portal's "no time" placeholder for date-only items.
  const parsed = parseIsoDate(raw);
  if (!parsed) return { externalId, reason: `fecha no válida: «${String(raw)}»` };
  const start = withoutPlaceholderTime(parsed);
  const categoria = cleanText(entry['ayto:categoria']);
  const description = cleanHtml(entry['dc:description']);

  return compact<RawItem>({
    externalId,
    title: { es: title },
    description: description ? { es: description } : {},
    categoryHints: categoria ? [categoria] : [],
    ...span(start),
    municipality: 'Santander',
    ...coordinates(entry['ayto:lat'], entry['ayto:lon']),
    url: cleanUrl(entry['ayto:link']),
    imageUrl: cleanUrl(entry['ayto:imagen']),
    languages: [],
    cancelled: false,
  });
}

/**
 * The agenda's JSON → items, each rejected on its own when it has no title, no date or an unreadable
 * one. Throws when the text is not JSON or has no `resources` list.
 */
export function parseSantander(text: string): AdapterResult {
  const doc = parseJsonLenient(text, 'Agenda cultural de Santander');
  if (!isRecord(doc) || !Array.isArray(doc.resources))
    throw new Error('Agenda cultural de Santander: la respuesta no tiene la lista «resources»');
  const result: AdapterResult = { items: [], rejected: [] };
  doc.resources.forEach((entry, i) => {
    const externalId = isRecord(entry) ? (idText(entry['dc:identifier']) ?? idText(entry.id)) : undefined;
    if (!isRecord(entry) || externalId === undefined) {
      result.rejected.push({ externalId: `(elemento ${i + 1})`, reason: 'sin id' });
      return;
    }
    const read = readItem(entry, externalId);
    if ('reason' in read) result.rejected.push(read);
    else result.items.push(read);
  });
  return result;
}
