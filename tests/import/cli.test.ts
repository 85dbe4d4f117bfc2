// @vitest-environment node
/**
 * `npm run import` against a local stack: idempotency, updates, cancellation, merges across sources,
 * the moderator's word, and hostile items, read back from the database the app reads.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../supabase/local/import.ts';
import { sql, STACK_TIMEOUT, startDbStack } from '../db/helpers.ts';
import type { TestStack } from '../db/helpers.ts';

let s: TestStack;
const dir = mkdtempSync(join(tmpdir(), 'agenda-import-'));

beforeAll(async () => {
  s = await startDbStack();
  process.env.SUPABASE_URL = s.url;
  process.env.SUPABASE_SERVICE_ROLE_KEY = s.serviceRoleKey;
}, STACK_TIMEOUT);

afterAll(async () => {
  delete process.env.SUPABASE_URL;
  delete process.env.SUPABASE_SERVICE_ROLE_KEY;
  await s?.stop();
});

/** 'YYYY-MM-DD' n days from today in Madrid. */
function day(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
const compact = (d: string) => d.replace(/-/g, '');

interface Summary {
  created: number;
  updated: number;
  unchanged: number;
  cancelled: number;
  merged: number;
  rejected: Array<{ external_id: string; reason: string }>;
}

/** Runs the CLI with --json over a file holding `text`; its summary and exit code. */
async function runCli(
  args: string[],
  text: string | Buffer,
): Promise<{ code: number; summary: Summary; err: string }> {
  const file = join(dir, `listing-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, text);
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((m: unknown) => void out.push(String(m)));
  const error = vi.spyOn(console, 'error').mockImplementation((m: unknown) => void err.push(String(m)));
  try {
    const code = await main([...args, '--file', file, '--json']);
    return {
      code,
      summary: out.length ? (JSON.parse(out.join('')) as Summary) : (undefined as never),
      err: err.join('\n'),
    };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

function vevent(uid: string, fields: Record<string, string>): string {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20261101T000000Z',
    ...Object.entries(fields).map(([k, v]) => `${k}:${v}`),
    'END:VEVENT',
  ].join('\r\n');
}
const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Sala de prueba//ES', ...events, 'END:VCALENDAR'].join('\r\n');

const concert = (summary = 'Kepa Junkera en concierto', extra: Record<string, string> = {}) =>
  vevent('concierto-1@sala.example', {
    SUMMARY: summary,
    DTSTART: `${compact(day(10))}T200000`,
    DTEND: `${compact(day(10))}T220000`,
    LOCATION: 'Kafe Antzokia\\, San Vicente Kalea 2\\, Bilbao',
    CATEGORIES: 'Concierto',
    DESCRIPTION: 'Trikitixa y amigos.',
    URL: 'https://sala.example/kepa',
    ...extra,
  });
const market = () =>
  vevent('mercado@sala.example', {
    SUMMARY: 'Mercado de productores',
    'DTSTART;VALUE=DATE': compact(day(3)),
    RRULE: `FREQ=WEEKLY;COUNT=4`,
    LOCATION: 'Plaza Nueva\\, Bilbao',
  });

async function eventsTitled(title: string) {
  return sql<{
    id: string;
    title: string;
    status: string;
    sources: Array<{ name: string }>;
    occurrence_dates: string[] | null;
  }>(s, `select id, title, status, sources, occurrence_dates from public.events where title = $1`, [title]);
}

describe('npm run import', () => {
  it('creates, then writes nothing for the same listing, then updates what changed', async () => {
    const first = await runCli(['--source', 'ics', '--city', 'bilbao'], calendar(concert(), market()));
    expect(first.code).toBe(0);
    expect(first.summary).toMatchObject({
      created: 2,
      updated: 0,
      unchanged: 0,
      cancelled: 0,
      merged: 0,
      rejected: [],
    });
    const [row] = await eventsTitled('Kepa Junkera en concierto');
    expect(row?.sources.map((x) => x.name)).toEqual(['Calendario iCalendar']);
    const [series] = await eventsTitled('Mercado de productores');
    expect(series?.occurrence_dates).toHaveLength(4);

    const writesBefore = await sql<{ n: number }>(
      s,
      `select count(*)::int as n from public.events where updated_at > now() - interval '1 hour'`,
    );
    const again = await runCli(['--source', 'ics', '--city', 'bilbao'], calendar(concert(), market()));
    expect(again.summary).toMatchObject({ created: 0, updated: 0, unchanged: 2, cancelled: 0, merged: 0 });
    const writesAfter = await sql<{ n: number }>(
      s,
      `select count(*)::int as n from public.events where updated_at > now() - interval '1 hour'`,
    );
    expect(writesAfter).toEqual(writesBefore);

    const changed = await runCli(
      ['--source', 'ics', '--city', 'bilbao'],
      calendar(concert('Kepa Junkera en concierto', { DESCRIPTION: 'Nuevo repertorio.' }), market()),
    );
    expect(changed.summary).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
  });

  it('cancels an item that says so, and one that leaves the listing before its date; never deletes', async () => {
    const cancelled = await runCli(
      ['--source', 'ics', '--city', 'bilbao'],
      calendar(
        concert('Kepa Junkera en concierto', { DESCRIPTION: 'Nuevo repertorio.', STATUS: 'CANCELLED' }),
        market(),
      ),
    );
    expect(cancelled.summary).toMatchObject({ cancelled: 1 });
    expect((await eventsTitled('Kepa Junkera en concierto'))[0]?.status).toBe('cancelled');

    const gone = await runCli(
      ['--source', 'ics', '--city', 'bilbao'],
      calendar(
        concert('Kepa Junkera en concierto', { DESCRIPTION: 'Nuevo repertorio.', STATUS: 'CANCELLED' }),
      ),
    );
    expect(gone.summary).toMatchObject({ cancelled: 1 });
    const [market1] = await eventsTitled('Mercado de productores');
    expect(market1?.status).toBe('cancelled');
  });

  it('merges the same event from another source into one event that lists both', async () => {
    const bilbao = JSON.stringify([
      {
        id: 'b-77',
        titulo: 'Concierto de Kepa Junkera',
        tipo: 'Música',
        fecha_desde: day(10).split('-').reverse().join('-'),
        fecha_hasta: day(10).split('-').reverse().join('-'),
        hora: '20:00',
        lugar: 'Kafe Antzokia',
        direccion: 'San Vicente Kalea 2',
        info: '<p>Trikitixa</p>',
      },
    ]);
    const run = await runCli(['--source', 'bilbao'], bilbao);
    expect(run.summary).toMatchObject({ created: 0, merged: 1 });
    const rows = await sql<{ n: number }>(
      s,
      `select count(*)::int as n from public.events where title ilike '%junkera%'`,
    );
    expect(rows[0]?.n).toBe(1);
    const [row] = await eventsTitled('Kepa Junkera en concierto');
    expect(row?.sources.map((x) => x.name).sort()).toEqual([
      'Agenda municipal de Bilbao',
      'Calendario iCalendar',
    ]);
  });

  it('leaves an event a moderator edited or hid as the moderator left it', async () => {
    const talk = (title: string) =>
      calendar(
        vevent('charla@sala.example', {
          SUMMARY: title,
          DTSTART: `${compact(day(12))}T190000`,
          LOCATION: 'Bidebarrieta\\, Bilbao',
          CATEGORIES: 'Charla',
        }),
      );
    await runCli(['--source', 'ics', '--city', 'santander'], talk('Charla sobre la ría'));
    const [row] = await eventsTitled('Charla sobre la ría');
    await sql(
      s,
      `update public.events set title = 'Charla: la ría de Bilbao', moderated_at = now() where id = $1`,
      [row?.id],
    );
    const run = await runCli(
      ['--source', 'ics', '--city', 'santander'],
      talk('Charla sobre la ría (nueva fecha)'),
    );
    expect(run.summary.updated).toBe(0);
    expect(
      (await sql<{ title: string }>(s, `select title from public.events where id = $1`, [row?.id]))[0]?.title,
    ).toBe('Charla: la ría de Bilbao');
  });

  it('a hidden event never comes back, whatever the source says', async () => {
    const walk = (title: string) =>
      calendar(
        vevent('paseo@sala.example', {
          SUMMARY: title,
          DTSTART: `${compact(day(9))}T110000`,
          LOCATION: 'Ría\\, Bilbao',
        }),
      );
    await runCli(['--source', 'ics', '--city', 'vitoria'], walk('Paseo por la ría'));
    const [row] = await eventsTitled('Paseo por la ría');
    await sql(s, `update public.events set hidden_at = now(), moderated_at = now() where id = $1`, [row?.id]);
    const again = await runCli(
      ['--source', 'ics', '--city', 'vitoria'],
      walk('Paseo por la ría, nueva edición'),
    );
    expect(again.summary).toMatchObject({ created: 0, updated: 0 });
    const [after] = await sql<{ hidden: boolean; title: string }>(
      s,
      `select hidden_at is not null as hidden, title from public.events where id = $1`,
      [row?.id],
    );
    expect(after).toEqual({ hidden: true, title: 'Paseo por la ría' });
  });

  it('reads a feed written in windows-1252 without garbling its accents', async () => {
    const text = calendar(
      vevent('latin@x', {
        SUMMARY: 'Música en la Plaza de España',
        DTSTART: `${compact(day(6))}T190000`,
        LOCATION: 'Plaza de España\\, Logroño',
      }),
    );
    const run = await runCli(['--source', 'ics', '--city', 'logronio'], Buffer.from(text, 'latin1'));
    expect(run.summary.created).toBe(1);
    expect(await eventsTitled('Música en la Plaza de España')).toHaveLength(1);
  });

  it('refuses hostile items one by one and keeps the rest; drops unsafe links; sanitises HTML', async () => {
    const run = await runCli(
      ['--source', 'ics', '--city', 'pamplona'],
      calendar(
        vevent('ok@x', {
          SUMMARY: 'Txistu en la plaza',
          DTSTART: `${compact(day(5))}T120000`,
          LOCATION: 'Plaza del Castillo\\, Pamplona',
          URL: 'javascript:alert(1)',
          DESCRIPTION: '<script>alert(1)</script><b>Gratis</b>',
        }),
        vevent('nodate@x', { SUMMARY: 'Sin fecha' }),
      ),
    );
    expect(run.code).toBe(0);
    expect(run.summary.created).toBe(1);
    expect(run.summary.rejected.map((r) => r.external_id)).toEqual(['nodate@x']);
    const [row] = await sql<{ info_url: string | null; description: string }>(
      s,
      `select info_url, description from public.events where title = 'Txistu en la plaza'`,
    );
    expect(row?.info_url).toBeNull();
    expect(row?.description).not.toContain('<script');
  });

  it('refuses a malformed feed, a listing over the size limit and bad arguments with a clear message', async () => {
    const malformed = await runCli(
      ['--source', 'ics', '--city', 'bilbao'],
      'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:roto',
    );
    expect(malformed.code).toBe(1);
    expect(malformed.err).toMatch(/\S/);
    const huge = await runCli(['--source', 'ics', '--city', 'bilbao'], Buffer.alloc(10 * 1024 * 1024, 0x41));
    expect(huge.code).toBe(1);
    expect(huge.err).toContain('tamaño máximo');
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await main(['--source', 'rss', '--file', 'x'])).toBe(2);
    spy.mockRestore();
    const runs = await sql<{ n: number }>(
      s,
      `select count(*)::int as n from public.import_runs where error is not null`,
    );
    expect(runs[0]?.n).toBeGreaterThanOrEqual(2);
  });

  it('a dry run counts and keeps nothing', async () => {
    const before = await sql<{ n: number }>(s, `select count(*)::int as n from public.events`);
    const run = await runCli(
      ['--source', 'ics', '--city', 'logronio', '--dry-run'],
      calendar(
        vevent('d@x', { SUMMARY: 'Vendimia', DTSTART: `${compact(day(4))}T110000`, LOCATION: 'Logroño' }),
      ),
    );
    expect(run.summary.created).toBe(1);
    expect(await sql<{ n: number }>(s, `select count(*)::int as n from public.events`)).toEqual(before);
  });
});
