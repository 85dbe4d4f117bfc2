/**
 * import-events — runs the configured sources (event_sources) and writes what changed
 * (_shared/import/run.ts). pg_cron calls it hourly with the service-role key (the SQL is in
 * supabase/README.md): every enabled source with a URL runs, one after another, each in its own
 * try, so one bad source never stops the others. A moderator may run one source now ('Importar
 * ahora' in /moderacion → Fuentes) with their own session.
 *
 * Request: POST {source_id?: uuid, dry_run?: boolean}. The service role may omit source_id (all
 *   enabled sources); a moderator must give it.
 * Response 200 {runs: [{source_id, name, summary?: {created, updated, unchanged, cancelled, merged,
 *   rejected}, error?: string}], partial: boolean}.
 * Errors: 400 bad body, 401 no token, 403 neither the service role nor a moderator, 404 unknown source.
 */
import { getCaller } from '../_shared/auth.ts';
import { checkEnvAtStartup, requireEnv } from '../_shared/env.ts';
import { HttpError, json } from '../_shared/errors.ts';
import { createHandler, isUuid, readJsonObject } from '../_shared/http.ts';
import { readSourceListing } from '../_shared/import/read_listing.ts';
import { runImport } from '../_shared/import/run.ts';
import type { SourceRow } from '../_shared/import/run.ts';
import type { ImportSummary } from '../_shared/import/types.ts';
import { isServiceRoleRequest } from '../_shared/service_role.ts';
import { createServiceClient, createUserClient } from '../_shared/supabase.ts';

const NAME = 'import-events';
const REQUIRED_ENV = ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'SUPABASE_ANON_KEY'] as const;
checkEnvAtStartup(NAME, REQUIRED_ENV);

/** Stop starting new sources after this long (hosted functions are stopped at 150 s). */
export const TIME_BUDGET_MS = 110_000;

export const MESSAGES = {
  noToken: 'Falta la clave: esta función la llama la importación programada o un moderador.',
  forbidden: 'Solo la importación programada o un moderador pueden importar.',
  sourceRequired: 'Indica qué fuente importar («source_id»).',
  badSource: 'El campo «source_id» debe ser un identificador válido.',
  badDryRun: 'El campo «dry_run» debe ser true o false.',
  unknownSource: 'Esa fuente no existe.',
  noUrl: 'Esta fuente no tiene dirección: se importa con «npm run import».',
} as const;

interface SourceRecord extends SourceRow {
  name: string;
  url: string | null;
  enabled: boolean;
}

interface RunReport {
  source_id: string;
  name: string;
  summary?: ImportSummary;
  error?: string;
}

async function readOptions(req: Request): Promise<{ sourceId: string | null; dryRun: boolean }> {
  const raw = (await req.clone().text()).trim();
  const body = raw === '' ? {} : await readJsonObject(req);
  const sourceId = body.source_id ?? null;
  if (sourceId !== null && !isUuid(sourceId))
    throw new HttpError(400, MESSAGES.badSource, { source_id: MESSAGES.badSource });
  const dryRun = body.dry_run ?? false;
  if (typeof dryRun !== 'boolean')
    throw new HttpError(400, MESSAGES.badDryRun, { dry_run: MESSAGES.badDryRun });
  return { sourceId, dryRun };
}

/** The service role may run everything; a signed-in moderator one source. */
async function authorize(
  req: Request,
  env: Record<(typeof REQUIRED_ENV)[number], string>,
  sourceId: string | null,
) {
  if (!req.headers.get('authorization')) throw new HttpError(401, MESSAGES.noToken);
  if (await isServiceRoleRequest(req, env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY)) return;
  const caller = await getCaller(req);
  if (!caller) throw new HttpError(403, MESSAGES.forbidden);
  const { data, error } = await createUserClient(caller.jwt).rpc('is_moderator');
  if (error || data !== true) throw new HttpError(403, MESSAGES.forbidden);
  if (sourceId === null)
    throw new HttpError(400, MESSAGES.sourceRequired, { source_id: MESSAGES.sourceRequired });
}

export const handler = createHandler(NAME, async (req) => {
  const env = requireEnv(REQUIRED_ENV);
  const { sourceId, dryRun } = await readOptions(req);
  await authorize(req, env, sourceId);
  const db = createServiceClient();

  let query = db.from('event_sources').select('id, kind, city_id, name, url, enabled').order('created_at');
  query = sourceId ? query.eq('id', sourceId) : query.eq('enabled', true).not('url', 'is', null);
  const { data, error } = await query;
  if (error) throw new Error(error.message);
  const sources = (data ?? []) as SourceRecord[];
  if (sourceId && sources.length === 0) throw new HttpError(404, MESSAGES.unknownSource);

  const started = Date.now();
  const runs: RunReport[] = [];
  let partial = false;
  for (const source of sources) {
    if (Date.now() - started > TIME_BUDGET_MS) {
      partial = true;
      break;
    }
    try {
      if (!source.url) throw new Error(MESSAGES.noUrl);
      const listing = await readSourceListing(source.kind, source.url);
      const summary = await runImport(db, source, listing.text, {
        dryRun,
        adapterOptions: listing.adapterOptions,
      });
      runs.push({ source_id: source.id, name: source.name, summary });
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      console.error(`[${NAME}] ${source.name}: ${message}`);
      if (!dryRun) await db.rpc('import_failed', { p_source_id: source.id, p_error: message });
      runs.push({ source_id: source.id, name: source.name, error: message });
    }
  }
  return json({ runs, partial });
});
