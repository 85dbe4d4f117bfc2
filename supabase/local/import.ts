/**
 * `npm run import` — imports one source's current listing into the running local stack (or, with
 * SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, into any Supabase project), the same run the
 * `import-events` edge function does for the configured sources.
 *
 *   npm run import -- --source kulturklik|bilbao|santander|ics|jsonld (--file PATH | --url URL)
 *                     [--city ID] [--name NAME] [--municipalities PATH] [--dry-run] [--json]
 *
 * A source is its kind with its city: whatever file or URL its listing is read from stands for that
 * source's whole current listing (items missing from it have left the source). The CLI's sources are
 * trusted: the team runs it, so their events publish directly.
 * Prints a table, or with --json one object {"created","updated","unchanged","cancelled","merged","rejected"}.
 * Exit codes: 0 done (even with rejected items), 1 the run failed, 2 bad arguments.
 */
import { readFile, stat } from 'node:fs/promises';
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { decodeBody } from '../functions/_shared/import/adapters/decode.ts';
import { parseKulturklikMunicipalities } from '../functions/_shared/import/adapters/kulturklik.ts';
import { runImport } from '../functions/_shared/import/run.ts';
import type { SourceRow } from '../functions/_shared/import/run.ts';
import {
  fetchListing,
  ListingError,
  MAX_LISTING_BYTES,
  SOURCE_DEFAULTS,
} from '../functions/_shared/import/sources.ts';
import { SOURCE_KINDS } from '../functions/_shared/import/types.ts';
import type { ImportSummary, SourceKind } from '../functions/_shared/import/types.ts';
import { DEFAULT_PORT, DEFAULT_SERVICE_ROLE_KEY } from './config.ts';

const CITY_IDS = ['bilbao', 'sansebastian', 'pamplona', 'vitoria', 'santander', 'logronio'];
const USAGE =
  'Uso: npm run import -- --source kulturklik|bilbao|santander|ics|jsonld (--file RUTA | --url URL) ' +
  '[--city ID] [--name NOMBRE] [--municipalities RUTA] [--dry-run] [--json]';

export interface CliArgs {
  source: SourceKind;
  file?: string;
  url?: string;
  city?: string;
  name?: string;
  municipalities?: string;
  dryRun: boolean;
  json: boolean;
}

export class UsageError extends Error {}

export function parseArgs(argv: string[]): CliArgs {
  const out: Partial<CliArgs> = { dryRun: false, json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new UsageError(`Falta el valor de ${flag}.`);
      return v;
    };
    switch (flag) {
      case '--source': {
        const kind = value();
        if (!(SOURCE_KINDS as readonly string[]).includes(kind))
          throw new UsageError(`Fuente desconocida: ${kind}.`);
        out.source = kind as SourceKind;
        break;
      }
      case '--file':
        out.file = value();
        break;
      case '--url':
        out.url = value();
        break;
      case '--city': {
        const city = value();
        if (!CITY_IDS.includes(city))
          throw new UsageError(`Ciudad desconocida: ${city} (${CITY_IDS.join(', ')}).`);
        out.city = city;
        break;
      }
      case '--name':
        out.name = value();
        break;
      case '--municipalities':
        out.municipalities = value();
        break;
      case '--dry-run':
        out.dryRun = true;
        break;
      case '--json':
        out.json = true;
        break;
      default:
        throw new UsageError(`Argumento desconocido: ${arg}.`);
    }
  }
  if (!out.source) throw new UsageError('Falta --source.');
  if ((out.file === undefined) === (out.url === undefined))
    throw new UsageError('Indica --file o --url (solo uno).');
  return out as CliArgs;
}

/** The source row for this kind and city, created on first use. */
export async function cliSource(db: SupabaseClient, args: CliArgs): Promise<SourceRow> {
  let query = db.from('event_sources').select('id, kind, city_id').eq('kind', args.source).is('url', null);
  query = args.city ? query.eq('city_id', args.city) : query.is('city_id', null);
  const found = await query.maybeSingle();
  if (found.error) throw new Error(found.error.message);
  if (found.data) return found.data as SourceRow;
  const defaults = SOURCE_DEFAULTS[args.source];
  const created = await db
    .from('event_sources')
    .insert({
      kind: args.source,
      name: args.name ?? defaults.name,
      city_id: args.city ?? null,
      licence: defaults.licence,
      trusted: true,
    })
    .select('id, kind, city_id')
    .single();
  if (created.error) throw new Error(created.error.message);
  return created.data as SourceRow;
}

async function readListingText(args: CliArgs): Promise<string> {
  if (args.file) {
    const info = await stat(args.file);
    if (info.size > MAX_LISTING_BYTES)
      throw new ListingError(
        `La fuente supera el tamaño máximo (${Math.round(MAX_LISTING_BYTES / 1024 / 1024)} MB).`,
      );
    return decodeBody(new Uint8Array(await readFile(args.file)));
  }
  const { bytes, contentType } = await fetchListing(args.url as string);
  return decodeBody(bytes, contentType ?? undefined);
}

export function formatTable(s: ImportSummary): string {
  const rows: Array<[string, number]> = [
    ['creados', s.created],
    ['actualizados', s.updated],
    ['sin cambios', s.unchanged],
    ['cancelados', s.cancelled],
    ['fusionados', s.merged],
    ['rechazados', s.rejected.length],
  ];
  const lines = rows.map(([k, v]) => `${k.padEnd(14)}${String(v).padStart(7)}`);
  for (const r of s.rejected) lines.push(`  rechazado ${r.external_id}: ${r.reason}`);
  return lines.join('\n');
}

export async function main(argv: string[]): Promise<number> {
  let args: CliArgs;
  try {
    args = parseArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  const url = (process.env.SUPABASE_URL || `http://127.0.0.1:${process.env.PORT || DEFAULT_PORT}`).replace(
    /\/+$/,
    '',
  );
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY || DEFAULT_SERVICE_ROLE_KEY;
  // Node 20 has no WebSocket of its own: supabase-js's realtime client needs one even when unused.
  const db = createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
  let source: SourceRow | null = null;
  try {
    source = await cliSource(db, args);
    const text = await readListingText(args);
    const adapterOptions = args.municipalities
      ? {
          municipalities: parseKulturklikMunicipalities(
            decodeBody(new Uint8Array(await readFile(args.municipalities))),
          ),
        }
      : undefined;
    const summary = await runImport(db, source, text, {
      dryRun: args.dryRun,
      ...(adapterOptions ? { adapterOptions } : {}),
    });
    console.log(args.json ? JSON.stringify(summary) : formatTable(summary));
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // The run is recorded with its error (a dry run records nothing).
    if (source && !args.dryRun) await db.rpc('import_failed', { p_source_id: source.id, p_error: message });
    console.error(args.json ? JSON.stringify({ error: message }) : `La importación falló: ${message}`);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
