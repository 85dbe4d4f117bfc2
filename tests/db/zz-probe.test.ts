// @vitest-environment node
import { it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDbStack, sql } from './helpers.ts';

it('probe restart', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'dbprobe-'));
  let s = await startDbStack({ dataDir: dir });
  const q = `select table_name, grantee, string_agg(privilege_type, ',' order by privilege_type) p from information_schema.role_table_grants where table_schema='public' and grantee in ('anon','authenticated') and table_name in ('events','pending_account_deletions') group by 1,2 order by 1,2`;
  console.log(await sql(s, q));
  await s.stop();
  s = await startDbStack({ dataDir: dir });
  console.log(await sql(s, q));
  const r = await s.client().from('events').delete().eq('title', 'nothing');
  console.log(r.status, r.error);
  await s.stop();
}, 60000);
