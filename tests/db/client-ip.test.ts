// @vitest-environment node
/**
 * One client address for every limit (supabase/README.md, "Client address"): the edge functions'
 * CLIENT_IP_HEADER (supabase/functions/_shared/client_ip.ts) and the header the database's tracking
 * limits read (public.tracking_allowed, migration 20261127004100) are the same one, and a request
 * without it is the same shared client on both sides. Then the gateway: whatever address headers a
 * client sends, the database sees the connection's address.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER, UNKNOWN_CLIENT } from '../../supabase/functions/_shared/client_ip.ts';
import { CLIENT_ADDRESS_HEADERS } from '../../supabase/local/http/client-address.ts';
import { clientFrom } from '../local-stack/helpers/from-address.ts';
import { sql, STACK_TIMEOUT, startDbStack } from './helpers.ts';
import type { TestStack } from './helpers.ts';

let s: TestStack;

beforeAll(async () => {
  s = await startDbStack();
}, STACK_TIMEOUT);

afterAll(async () => {
  await s?.stop();
});

const hashOf = (client: string) => createHash('sha256').update(client, 'utf8').digest('hex');

/** The hash tracking_allowed() records for a request with these headers (rolled back afterwards). */
async function recordedClient(headers: Record<string, string> | null): Promise<string | undefined> {
  const rollback = new Error('rollback');
  let hash: string | undefined;
  await s.db
    .transaction(async (tx) => {
      if (headers)
        await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)]);
      await tx.query(`select public.tracking_allowed(array['client-ip-test'], array[1000])`);
      const { rows } = await tx.query<{ client_hash: string }>(
        `select client_hash from public.tracking_rate_limits where bucket = 'client-ip-test'`,
      );
      hash = rows[0]?.client_hash;
      throw rollback;
    })
    .catch((e: unknown) => {
      if (e !== rollback) throw e;
    });
  return hash;
}

describe('the database and the edge functions read the same header', () => {
  it("tracking_allowed's header literal and fallback are CLIENT_IP_HEADER and UNKNOWN_CLIENT", async () => {
    const [row] = await sql<{ def: string }>(
      s,
      `select pg_get_functiondef('public.tracking_allowed(text[], integer[])'::regprocedure) as def`,
    );
    const def = row?.def ?? '';
    // Every header it reads (`->> '…'` on the request headers): exactly one, the shared one.
    const read = [...def.matchAll(/->>\s*'([^']+)'/g)].map((m) => m[1]);
    expect(read).toEqual([CLIENT_IP_HEADER]);
    expect(def).toMatch(new RegExp(`v_ip := '${UNKNOWN_CLIENT}'`));
    expect(def).not.toMatch(/x-forwarded-for|x-real-ip|true-client-ip|forwarded/i);
  });

  it('so a request is the client its CF-Connecting-IP names, and one without it is UNKNOWN_CLIENT', async () => {
    expect(
      await recordedClient({ [CLIENT_IP_HEADER]: ' 192.0.2.77 ', 'x-forwarded-for': '203.0.113.1' }),
    ).toBe(hashOf('192.0.2.77'));
    const withoutIt: Array<Record<string, string> | null> = [
      { 'x-forwarded-for': '203.0.113.1, 10.0.0.1' },
      { 'x-real-ip': '203.0.113.2' },
      { 'true-client-ip': '203.0.113.3', forwarded: 'for=203.0.113.4' },
      { [CLIENT_IP_HEADER]: '' },
      {},
      null,
    ];
    for (const headers of withoutIt) {
      expect(await recordedClient(headers)).toBe(hashOf(UNKNOWN_CLIENT));
    }
  });
});

describe('the local gateway, as hosted Supabase: the address is the connection', () => {
  it('drops every client-sent address header and sets CF-Connecting-IP from the socket', async () => {
    expect(CLIENT_ADDRESS_HEADERS).toContain(CLIENT_IP_HEADER);
    const everyHeader = Object.fromEntries(CLIENT_ADDRESS_HEADERS.map((h) => [h, '198.51.100.66']));
    const c = clientFrom(s.url, s.anonKey, '127.0.20.1', everyHeader);
    const { error } = await c.rpc('increment_page_view', { p_page_path: '/pasarela' });
    expect(error).toBeNull();
    const rows = await sql<{ client_hash: string }>(
      s,
      `select distinct client_hash from public.tracking_rate_limits where bucket = 'view:' || md5('/pasarela|')`,
    );
    expect(rows.map((r) => r.client_hash)).toEqual([hashOf('127.0.20.1')]);
  });
});
