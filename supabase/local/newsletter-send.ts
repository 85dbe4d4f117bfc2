/**
 * `npm run newsletter:send` — runs the send-newsletter edge function once against the running local
 * stack (`npm run supabase:local`), as the production schedule does, and prints the summary. The
 * e-mails land in the stack's outbox (<url>/_mail).
 *
 *   npm run newsletter:send                                  # now
 *   npm run newsletter:send -- --dry-run                     # who would get what, nothing sent
 *   npm run newsletter:send -- --now=2026-11-23T07:00:00+01:00
 *
 * Env: SUPABASE_URL (default http://127.0.0.1:$PORT, PORT default 54321), SUPABASE_SERVICE_ROLE_KEY
 * (default the local stack's well-known key).
 */
import { DEFAULT_PORT, DEFAULT_SERVICE_ROLE_KEY } from './config.ts';

interface UserReport {
  user_id: string;
  status: string;
  reason?: string;
  period_key?: string;
  events?: number;
  subject?: string;
}

interface Summary {
  sent: number;
  skipped: number;
  failed: number;
  would_send: number;
  dry_run: boolean;
  now: string;
  today: string;
  partial: boolean;
  users: UserReport[];
}

function options(argv: string[]): { now?: string; dry_run?: boolean } {
  const out: { now?: string; dry_run?: boolean } = {};
  for (const arg of argv) {
    if (arg === '--dry-run') out.dry_run = true;
    else if (arg.startsWith('--now=')) out.now = arg.slice('--now='.length);
    else {
      console.error(`Argumento desconocido: ${arg}\nUso: npm run newsletter:send -- [--dry-run] [--now=ISO]`);
      process.exit(2);
    }
  }
  return out;
}

async function main(): Promise<void> {
  const url = (process.env.SUPABASE_URL || `http://127.0.0.1:${process.env.PORT || DEFAULT_PORT}`).replace(
    /\/+$/,
    '',
  );
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY || DEFAULT_SERVICE_ROLE_KEY;
  const body = options(process.argv.slice(2));
  let res: Response;
  try {
    res = await fetch(`${url}/functions/v1/send-newsletter`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, apikey: key, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (e) {
    console.error(
      `No se pudo llamar a ${url}/functions/v1/send-newsletter: ${e instanceof Error ? e.message : String(e)}\n` +
        '¿Está arrancado el stack local? (npm run supabase:local)',
    );
    process.exit(1);
  }
  const text = await res.text();
  if (!res.ok) {
    console.error(`send-newsletter respondió ${res.status}: ${text}`);
    process.exit(1);
  }
  const summary = JSON.parse(text) as Summary;
  console.log(
    `Newsletter ${summary.dry_run ? '(simulación) ' : ''}a ${summary.now} (día ${summary.today} en Madrid): ` +
      `${summary.sent} enviadas, ${summary.would_send} se enviarían, ${summary.skipped} omitidas, ${summary.failed} fallidas` +
      (summary.partial ? ' — parcial: se agotó el tiempo, vuelve a ejecutarlo' : ''),
  );
  for (const u of summary.users) {
    const detail = [
      u.period_key,
      u.reason,
      u.events !== undefined ? `${u.events} ${u.events === 1 ? 'evento' : 'eventos'}` : null,
      u.subject,
    ]
      .filter(Boolean)
      .join(' · ');
    console.log(`  ${u.status.padEnd(10)} ${u.user_id}  ${detail}`);
  }
  if (summary.sent > 0) console.log(`\nBuzón de salida: ${url}/_mail`);
}

main().catch((e: unknown) => {
  console.error(`newsletter:send falló: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
