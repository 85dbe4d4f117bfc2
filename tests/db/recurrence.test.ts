// @vitest-environment node
/**
 * Migration 20261127000100: a series is one event. The database expands its rule (end_date and
 * occurrence_dates) with the same subset, days and messages as the `rrule`-based code the browser
 * and the edge functions use (supabase/functions/_shared/recurrence.ts); a bad rule stores nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RECURRENCE_MESSAGES,
  recurrenceDates,
  recurrenceProblem,
} from '../../supabase/functions/_shared/recurrence.ts';
import { MIGRATIONS_DIR, sql, sqlCount, STACK_TIMEOUT, startDbStack } from './helpers.ts';
import type { TestStack } from './helpers.ts';

let s: TestStack;

beforeAll(async () => {
  s = await startDbStack();
}, STACK_TIMEOUT);

afterAll(async () => {
  await s?.stop();
});

/** The database's answer: the days, or the message it raised. */
async function dbDates(start: string, rule: string, exdates: string[] = []): Promise<string[] | string> {
  try {
    const [row] = await sql<{ d: string[] }>(
      s,
      `select array(select to_char(x, 'YYYY-MM-DD') from unnest(public.recurrence_dates($1::date, $2, $3::date[])) x) as d`,
      [start, rule, exdates],
    );
    return row?.d ?? [];
  } catch (error) {
    return (error as Error).message;
  }
}

const jsDates = (start: string, rule: string, exdates: string[] = []): string[] | string =>
  recurrenceProblem(start, rule, exdates) ?? recurrenceDates(start, rule, exdates);

// prettier-ignore
const CASES: Array<[start: string, rule: string, exdates?: string[]]> = [
  ['2026-12-03', 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20270625'],
  ['2026-12-03', 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20270107', ['2026-12-24', '2026-12-31']],
  ['2026-12-01', 'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=9'],
  ['2026-12-05', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=SA;COUNT=10'],
  ['2026-12-06', 'FREQ=WEEKLY;INTERVAL=3;BYDAY=SU,SA;UNTIL=20270401'],
  ['2026-11-07', 'FREQ=MONTHLY;BYDAY=1SA;COUNT=12'],
  ['2026-11-27', 'FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20271031'],
  ['2026-12-15', 'FREQ=MONTHLY;BYDAY=3TU;INTERVAL=2;COUNT=6'],
  ['2027-01-31', 'FREQ=MONTHLY;BYMONTHDAY=31;COUNT=7'],
  ['2027-01-31', 'FREQ=MONTHLY;COUNT=5'],
  ['2026-12-15', 'FREQ=MONTHLY;BYMONTHDAY=15,-1;UNTIL=20270501'],
  ['2026-12-01', 'FREQ=DAILY;COUNT=30'],
  ['2026-12-01', 'FREQ=DAILY;INTERVAL=3;UNTIL=20270301'],
  ['2026-12-01', 'FREQ=DAILY;BYDAY=MO,WE,FR;UNTIL=20270131'],
  ['2026-03-20', 'FREQ=DAILY;UNTIL=20260410'],
  ['2026-10-20', 'freq=weekly;byday=tu;count=4'],
  // Refused, with the same message on both sides.
  ['2026-12-03', 'FREQ=YEARLY;COUNT=3'],
  ['2026-12-03', 'FREQ=WEEKLY;BYDAY=TH'],
  ['2026-12-03', 'FREQ=WEEKLY;BYDAY=TH;COUNT=3;UNTIL=20270101'],
  ['2026-12-03', 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20281203'],
  ['2026-12-03', 'FREQ=WEEKLY;BYDAY=TH;COUNT=60'],
  ['2026-12-02', 'FREQ=WEEKLY;BYDAY=TH;COUNT=3'],
  ['2026-12-03', 'FREQ=WEEKLY;BYDAY=1TH;COUNT=3'],
  ['2026-12-03', 'FREQ=WEEKLY;BYMONTHDAY=3;COUNT=3'],
  ['2026-12-03', 'FREQ=WEEKLY;BYSETPOS=1;COUNT=3'],
  ['2026-12-03', 'FREQ=WEEKLY;BYDAY=XX;COUNT=3'],
  ['2026-12-03', 'FREQ=WEEKLY;INTERVAL=0;COUNT=3'],
  ['2026-12-03', 'FREQ=WEEKLY;COUNT=2;COUNT=3'],
  ['2026-12-03', 'FREQ=WEEKLY;UNTIL=20270230'],
  ['2026-12-03', 'BYDAY=TH;COUNT=3'],
  ['2026-12-03', 'FREQ=WEEKLY;COUNT=2', ['2026-12-03', '2026-12-10']],
  ['2026-12-03', 'FREQ=WEEKLY;;COUNT=2'],
  ['2026-12-03', ''],
];

describe('public.recurrence_dates and the shared rrule expansion agree', () => {
  it.each(CASES)('%s %s', async (start, rule, exdates = []) => {
    const db = await dbDates(start, rule, exdates);
    const js = jsDates(start, rule, exdates);
    expect(db).toEqual(js);
  });

  it('every message the shared code can give is written in the migration', () => {
    const migration = readFileSync(join(MIGRATIONS_DIR, '20261127000100_recurring_events.sql'), 'utf8');
    for (const message of Object.values(RECURRENCE_MESSAGES)) expect(migration).toContain(message);
  });
});

describe('events keep a series', () => {
  it('a series row gets its last date as end_date and every date in occurrence_dates', async () => {
    const [row] = await sql<{ end_date: string; dates: string[]; rule: string }>(
      s,
      `insert into public.events (title, town, start_date, end_date, category_id, recurrence_rule, recurrence_exdates)
       values ('Pintxo-pote', 'Bilbao', '2026-12-03', '2026-12-03', '{gastronomia}', ' freq=weekly;byday=th;until=20270107 ', '{2026-12-31}')
       returning to_char(end_date, 'YYYY-MM-DD') as end_date,
                 array(select to_char(x, 'YYYY-MM-DD') from unnest(occurrence_dates) x) as dates, recurrence_rule as rule`,
    );
    expect(row).toEqual({
      end_date: '2027-01-07',
      dates: ['2026-12-03', '2026-12-10', '2026-12-17', '2026-12-24', '2027-01-07'],
      rule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20270107',
    });
  });

  it('a bad rule stores nothing and says why in Spanish', async () => {
    const before = await sqlCount(s, `select count(*) as n from public.events`);
    await expect(
      sql(
        s,
        `insert into public.events (title, town, start_date, category_id, recurrence_rule)
         values ('Mal', 'Bilbao', '2026-12-03', '{musica}', 'FREQ=YEARLY;COUNT=2')`,
      ),
    ).rejects.toThrow(RECURRENCE_MESSAGES.freq);
    expect(await sqlCount(s, `select count(*) as n from public.events`)).toBe(before);
  });

  it('dropping the rule makes it a single event again', async () => {
    const [row] = await sql<{ id: string }>(
      s,
      `insert into public.events (title, town, start_date, category_id, recurrence_rule)
       values ('Mercado', 'Bilbao', '2026-12-05', '{mercados}', 'FREQ=WEEKLY;COUNT=3') returning id`,
    );
    const [after] = await sql<{ end_date: string; occ: string[] | null; ex: string[] }>(
      s,
      `update public.events set recurrence_rule = null, end_date = null where id = $1
       returning end_date, occurrence_dates as occ, recurrence_exdates as ex`,
      [row?.id],
    );
    expect(after).toEqual({ end_date: null, occ: null, ex: [] });
  });

  it('a moderator cancels one date; the rest of the series stays, and the start never moves', async () => {
    const [row] = await sql<{ id: string }>(
      s,
      `insert into public.events (title, town, start_date, category_id, recurrence_rule)
       values ('Clase', 'Bilbao', '2026-12-01', '{formacion}', 'FREQ=WEEKLY;INTERVAL=2;COUNT=3') returning id`,
    );
    const service = s.client(s.serviceRoleKey);
    const first = await service.rpc('cancel_event_occurrence', { p_event_id: row?.id, p_day: '2026-12-01' });
    expect(first.error).toBeNull();
    const [after] = await sql<{ start: string; end: string; occ: string[] }>(
      s,
      `select to_char(start_date, 'YYYY-MM-DD') as start, to_char(end_date, 'YYYY-MM-DD') as end,
              array(select to_char(x, 'YYYY-MM-DD') from unnest(occurrence_dates) x) as occ
         from public.events where id = $1`,
      [row?.id],
    );
    expect(after).toEqual({ start: '2026-12-01', end: '2026-12-29', occ: ['2026-12-15', '2026-12-29'] });
    const notADate = await service.rpc('cancel_event_occurrence', {
      p_event_id: row?.id,
      p_day: '2026-12-08',
    });
    expect(notADate.error?.message).toBe('Esa fecha no es una de las fechas de la serie.');
  });

  it('anonymous and signed-in non-moderators cannot cancel a date', async () => {
    const [row] = await sql<{ id: string }>(
      s,
      `insert into public.events (title, town, start_date, category_id, recurrence_rule)
       values ('Visita', 'Bilbao', '2026-12-01', '{cultura}', 'FREQ=WEEKLY;COUNT=3') returning id`,
    );
    const anon = s.client();
    const { error } = await anon.rpc('cancel_event_occurrence', { p_event_id: row?.id, p_day: '2026-12-08' });
    expect(error).not.toBeNull();
    expect(
      await sqlCount(s, `select cardinality(recurrence_exdates) as n from public.events where id = $1`, [
        row?.id,
      ]),
    ).toBe(0);
  });
});
