/** Event rows for the Deno unit tests of the feeds and the newsletter. */
import type { EventRow } from './event_text.ts';

let n = 0;

/** A row with sensible defaults; `id` is a fresh uuid unless given. */
export function eventRow(patch: Partial<EventRow> = {}): EventRow {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Evento ${n}`,
    description:
      '<p>Una <strong>descripción</strong> con &amp; y <a href="https://example.com">enlace</a>.</p>',
    category_id: ['musica'],
    subcategory: [],
    venue: 'Kafe Antzokia',
    town: 'Bilbao',
    neighborhood: 'Abando',
    address: 'San Vicente Kalea, 2',
    start_date: '2026-11-24',
    end_date: null,
    start_time: '20:00:00',
    end_time: null,
    price: 12,
    is_free: false,
    destacado: 0,
    created_at: '2026-11-01T10:00:00+00:00',
    updated_at: '2026-11-02T10:00:00+00:00',
    ...patch,
  };
}

/** A class every Thursday at 19:00, 5 November to 17 December 2026, skipping the 26th. */
export function swingSeries(patch: Partial<EventRow> = {}): EventRow {
  return eventRow({
    title: 'Clase de swing',
    start_date: '2026-11-05',
    end_date: '2026-12-17',
    start_time: '19:00:00',
    recurrence_rule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20261217',
    recurrence_exdates: ['2026-11-26'],
    occurrence_dates: ['2026-11-05', '2026-11-12', '2026-11-19', '2026-12-03', '2026-12-10', '2026-12-17'],
    ...patch,
  });
}
