// @vitest-environment node
/**
 * The anonymous role's statement timeout (3 s) really cancels a slow query. PostgreSQL only: PGlite
 * runs queries on the JavaScript thread with no timer signals, so it keeps the setting (checked in
 * gateway-hardening.test.ts) but cannot cancel a statement. This file is collected only when
 * TEST_DATABASE_URL names a real server (tests/local-stack/with-postgres.sh; see vite.config.ts).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestStack } from './helpers/stack.ts';
import type { TestStack } from './helpers/stack.ts';

let s: TestStack;

beforeAll(async () => {
  s = await startTestStack();
  await s.db.exec(`
    create or replace function public.sleep_for(seconds float8) returns int
      language sql as $$ select 1 from pg_sleep(seconds) $$;
    grant execute on function public.sleep_for(float8) to anon, authenticated, service_role;
  `);
  await s.reloadSchema();
});

afterAll(async () => {
  await s?.stop();
});

it('PostgreSQL cancels an anonymous query after 3 s', { timeout: 20_000 }, async () => {
  const t = performance.now();
  const r = await s.client().rpc('sleep_for', { seconds: 6 });
  expect(r.error?.code).toBe('57014');
  expect(performance.now() - t).toBeLessThan(5000);
});
