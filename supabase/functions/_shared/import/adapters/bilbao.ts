/**
 * Bilbao City Council's agenda (open data): a plain JSON array of
 * `{ id, titulo, tipo, fecha_desde, fecha_hasta, hora, lugar, direccion, observaciones, info }`.
 * Dates come as 'DD-MM-YYYY' or 'YYYY-MM-DD HH:MM:SS'; `hora` is free text; `info` is HTML written
 * with named entities (&aacute;, &ntilde;, &euro;…); strings may hold raw control characters.
 */
import type { AdapterResult, RawItem, Rejection } from '../types.ts';
import { cleanHtml, cleanText, compact, idText, isRecord, parseJsonLenient } from './text.ts';
import { parseIsoDate, parseSpanishDate, span, withoutPlaceholderTime, type WallDate } from './time.ts';

/** Either of the agenda's date forms; a midnight clock is its "no time" placeholder. */
function bilbaoDate(value: unknown, end = false): WallDate | null {
  const date = parseSpanishDate(value) ?? parseIsoDate(value);
  return date && withoutPlaceholderTime(date, end);
}

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** `observaciones` is a price note (→ priceText) when it speaks of money or free entry. */
const PRICE_WORDS = /€|\beuros?\b|gratu[ií]t|\bgratis\b|entrada libre|acceso libre|\bdoan\b|precio|sarrera/i;

function readItem(entry: Record<string, unknown>, externalId: string): RawItem | Rejection {
  const title = cleanText(entry.titulo);
  if (!title) return { externalId, reason: 'sin título' };
  if (blank(entry.fecha_desde)) return { externalId, reason: 'sin fecha de inicio' };
  const start = bilbaoDate(entry.fecha_desde);
  if (!start) return { externalId, reason: `fecha no válida: «${String(entry.fecha_desde)}»` };
  const end = blank(entry.fecha_hasta) ? null : bilbaoDate(entry.fecha_hasta, true);
  if (!blank(entry.fecha_hasta) && !end)
    return { externalId, reason: `fecha no válida: «${String(entry.fecha_hasta)}»` };

  const info = cleanHtml(entry.info);
  const notes = cleanText(entry.observaciones);
  const priceNote = notes !== undefined && PRICE_WORDS.test(notes);
  // Other notes go after the description: a paragraph of their own when the description is HTML.
  let description = info;
  if (notes && !priceNote) {
    if (info === undefined) description = notes;
    else if (/<[a-z]/i.test(info)) description = `${info}<p>${escapeText(notes)}</p>`;
    else description = `${info}\n\n${notes}`;
  }
  const tipo = cleanText(entry.tipo);

  return compact<RawItem>({
    externalId,
    title: { es: title },
    description: description ? { es: description } : {},
    categoryHints: tipo ? [tipo] : [],
    ...span(start, end),
    hoursText: cleanText(entry.hora),
    priceText: priceNote ? notes : undefined,
    venue: cleanText(entry.lugar),
    address: cleanText(entry.direccion),
    municipality: 'Bilbao',
    languages: [],
    cancelled: false,
  });
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The agenda's JSON (raw control characters inside its strings are turned into spaces first, when a
 * strict parse fails) → items, each rejected on its own when it has no title, no start date or an
 * unreadable date. Throws when the text is not a JSON array even after that cleaning.
 */
export function parseBilbao(text: string): AdapterResult {
  const doc = parseJsonLenient(text, 'Agenda de Bilbao');
  if (!Array.isArray(doc)) throw new Error('Agenda de Bilbao: se esperaba una lista JSON de actos');
  const result: AdapterResult = { items: [], rejected: [] };
  doc.forEach((entry, i) => {
    const externalId = isRecord(entry) ? idText(entry.id) : undefined;
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
