/** Events inserted straight into the test stack's database (as the superuser), for the feed and newsletter tests. */
import type { Stack } from './helpers.ts';

export interface EventInput {
  title: string;
  town: string;
  start_date: string;
  category_id?: string[];
  subcategory?: string[];
  neighborhood?: string | null;
  venue?: string | null;
  end_date?: string | null;
  start_time?: string | null;
  end_time?: string | null;
  price?: number | null;
  is_free?: boolean;
  destacado?: number;
  description?: string | null;
  /** A series: the database expands it (occurrence_dates) and sets end_date to its last date. */
  recurrence_rule?: string | null;
  recurrence_exdates?: string[];
}

export async function insertEvent(s: Stack, e: EventInput): Promise<string> {
  const r = await s.db.query<{ id: string }>(
    `insert into public.events (title, town, start_date, category_id, subcategory, neighborhood, venue, end_date,
       start_time, end_time, price, is_free, destacado, description, recurrence_rule, recurrence_exdates)
     values ($1, $2, $3::date, $4::text[], $5::text[], $6, $7, $8::date, $9::time, $10::time, $11, $12, $13, $14,
       $15, $16::date[])
     returning id::text`,
    [
      e.title,
      e.town,
      e.start_date,
      e.category_id ?? ['cultura'],
      e.subcategory ?? [],
      e.neighborhood ?? null,
      e.venue ?? 'Sala de pruebas',
      e.end_date ?? null,
      e.start_time ?? null,
      e.end_time ?? null,
      e.price ?? null,
      e.is_free ?? false,
      e.destacado ?? 0,
      e.description ?? '<p>Un plan de prueba.</p>',
      e.recurrence_rule ?? null,
      e.recurrence_exdates ?? [],
    ],
  );
  return r.rows[0]!.id;
}

/** A series' stored days, as the database expanded them. */
export async function occurrenceDates(s: Stack, id: string): Promise<string[]> {
  const r = await s.db.query<{ days: string[] }>(
    `select array(select to_char(t.d, 'YYYY-MM-DD') from unnest(occurrence_dates) with ordinality as t(d, i)
                   order by t.i) as days
       from public.events where id = $1`,
    [id],
  );
  return r.rows[0]?.days ?? [];
}

/** 'YYYY-MM-DD' plus days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The last Sunday of a month (1–12) of a year: when Europe/Madrid changes its clocks in March and October. */
export function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}

/** The next last-Sunday of that month on or after `today`. */
export function nextLastSunday(month: number, today: string): string {
  const year = Number(today.slice(0, 4));
  const day = lastSunday(year, month);
  return day >= today ? day : lastSunday(year + 1, month);
}
