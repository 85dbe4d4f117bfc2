import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import type { ResolvedConfig } from '../config.ts';
import type { Db } from '../db/adapter.ts';
import type { SchemaCache } from '../db/schema-cache.ts';
import { SWITCHABLE_ROLES, mapKey } from '../http/identity.ts';
import { verifyJwt } from '../jwt.ts';
import type { JwtClaims } from '../jwt.ts';
import { canSee, changeData, listenChanges, tableMeta } from './changes.ts';
import type { Change } from './changes.ts';
import { matchesFilters, parseChangeFilter } from './filters.ts';
import type { ChangeFilter } from './filters.ts';

type Frame = [string | null, string | null, string, string, Record<string, unknown>];

interface Binding {
  id: number;
  event: string;
  schema: string;
  table: string | undefined;
  filter: string | undefined;
  filters: ChangeFilter[];
}

interface Channel {
  topic: string;
  joinRef: string | null;
  bindings: Binding[];
  claims: JwtClaims;
  role: string;
  broadcastSelf: boolean;
  broadcastAck: boolean;
}

interface Client {
  ws: WebSocket;
  apikey: string;
  channels: Map<string, Channel>;
}

/** Integer ids for bindings, stable for the same parameters (the real server hashes them too). */
function bindingId(
  event: string,
  schema: string,
  table: string | undefined,
  filter: string | undefined,
): number {
  let h = 0x811c9dc5;
  for (const ch of `${event}|${schema}|${table ?? ''}|${filter ?? ''}`) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 100_000_000;
}

function verify(token: string, cfg: ResolvedConfig): { claims: JwtClaims; role: string } | string {
  try {
    const claims = verifyJwt(token, cfg.jwtSecret);
    const role = typeof claims.role === 'string' ? claims.role : '';
    if (!role || typeof claims.exp !== 'number') return 'Fields `role` and `exp` are required in JWT';
    if (!SWITCHABLE_ROLES.has(role)) return `Invalid role: ${role}`;
    return { claims, role };
  } catch (e) {
    return e instanceof Error && e.message === 'JWT expired'
      ? 'Token has expired'
      : 'Invalid JWT: signature error';
  }
}

/** Realtime: Phoenix v2 frames over WebSocket at /realtime/v1/websocket. */
export class RealtimeServer {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly clients = new Set<Client>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Db,
    private readonly cache: SchemaCache,
    private readonly cfg: ResolvedConfig,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await listenChanges(this.db, (c) => this.dispatch(c));
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname !== '/realtime/v1/websocket' && url.pathname !== '/realtime/v1/websocket/') {
      socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
      return;
    }
    const apikey = mapKey(url.searchParams.get('apikey') ?? req.headers.apikey?.toString() ?? '', this.cfg);
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      const client: Client = { ws, apikey, channels: new Map() };
      this.clients.add(client);
      ws.on('message', (data, isBinary) => {
        if (!isBinary) this.onFrame(client, data.toString());
      });
      ws.on('close', () => this.clients.delete(client));
      ws.on('error', () => this.clients.delete(client));
    });
  }

  private send(c: Client, f: Frame): void {
    if (c.ws.readyState === c.ws.OPEN) c.ws.send(JSON.stringify(f));
  }

  private reply(c: Client, f: Frame, status: 'ok' | 'error', response: Record<string, unknown>): void {
    this.send(c, [f[0], f[1], f[2], 'phx_reply', { status, response }]);
  }

  private onFrame(c: Client, text: string): void {
    let f: Frame;
    try {
      const v: unknown = JSON.parse(text);
      if (!Array.isArray(v) || v.length !== 5 || typeof v[2] !== 'string' || typeof v[3] !== 'string') return;
      f = [v[0] as string | null, v[1] as string | null, v[2], v[3], (v[4] ?? {}) as Record<string, unknown>];
    } catch {
      return;
    }
    const [, , topic, event, payload] = f;
    if (topic === 'phoenix' && event === 'heartbeat') return this.reply(c, f, 'ok', {});
    if (event === 'phx_join') return this.join(c, f);
    if (event === 'phx_leave') {
      c.channels.delete(topic);
      this.reply(c, f, 'ok', {});
      return;
    }
    const ch = c.channels.get(topic);
    if (!ch) return this.reply(c, f, 'error', { reason: 'unmatched topic' });
    if (event === 'access_token') {
      const token = typeof payload.access_token === 'string' ? payload.access_token : '';
      const v = verify(token || c.apikey, this.cfg);
      if (typeof v === 'string') {
        this.send(c, [
          ch.joinRef,
          null,
          topic,
          'system',
          { extension: 'system', status: 'error', message: v, channel: topic.replace(/^realtime:/, '') },
        ]);
        this.send(c, [ch.joinRef, ch.joinRef, topic, 'phx_close', {}]);
        c.channels.delete(topic);
        return;
      }
      ch.claims = v.claims;
      ch.role = v.role;
      return;
    }
    if (event === 'broadcast') {
      for (const other of this.clients) {
        const och = other.channels.get(topic);
        if (!och || (other === c && !ch.broadcastSelf)) continue;
        this.send(other, [och.joinRef, null, topic, 'broadcast', payload]);
      }
      if (ch.broadcastAck) this.reply(c, f, 'ok', {});
      return;
    }
    // presence and anything else: acknowledged, not implemented locally.
    this.reply(c, f, 'ok', {});
  }

  private join(c: Client, f: Frame): void {
    const [joinRef, , topic, , payload] = f;
    const config = (payload.config ?? {}) as Record<string, unknown>;
    const token =
      typeof payload.access_token === 'string' && payload.access_token ? payload.access_token : c.apikey;
    const v = verify(token, this.cfg);
    if (typeof v === 'string') return this.reply(c, f, 'error', { reason: v });
    const raw = Array.isArray(config.postgres_changes)
      ? (config.postgres_changes as Record<string, unknown>[])
      : [];
    const bindings: Binding[] = [];
    try {
      for (const b of raw) {
        const event = typeof b.event === 'string' ? b.event : '*';
        const schema = typeof b.schema === 'string' ? b.schema : 'public';
        const table = typeof b.table === 'string' ? b.table : undefined;
        const filter = typeof b.filter === 'string' ? b.filter : undefined;
        bindings.push({
          id: bindingId(event, schema, table, filter),
          event,
          schema,
          table,
          filter,
          filters: parseChangeFilter(filter),
        });
      }
    } catch (e) {
      return this.reply(c, f, 'error', { reason: e instanceof Error ? e.message : 'invalid binding' });
    }
    const bc = (config.broadcast ?? {}) as Record<string, unknown>;
    c.channels.set(topic, {
      topic,
      joinRef,
      bindings,
      claims: v.claims,
      role: v.role,
      broadcastSelf: bc.self === true,
      broadcastAck: bc.ack === true,
    });
    this.reply(c, f, 'ok', {
      postgres_changes: bindings.map((b) => ({
        event: b.event,
        schema: b.schema,
        table: b.table,
        ...(b.filter !== undefined ? { filter: b.filter } : {}),
        id: b.id,
      })),
    });
    if (bindings.length > 0) {
      this.send(c, [
        joinRef,
        null,
        topic,
        'system',
        {
          extension: 'postgres_changes',
          status: 'ok',
          message: 'Subscribed to PostgreSQL',
          channel: topic.replace(/^realtime:/, ''),
        },
      ]);
    }
  }

  private async dispatch(change: Change): Promise<void> {
    const targets: { c: Client; ch: Channel; ids: number[] }[] = [];
    for (const c of this.clients) {
      for (const ch of c.channels.values()) {
        const ids = ch.bindings
          .filter(
            (b) =>
              (b.schema === change.schema || b.schema === '*') &&
              (!b.table || b.table === '*' || b.table === change.table),
          )
          .filter((b) => b.event === '*' || b.event.toUpperCase() === change.type)
          .filter((b) => matchesFilters(b.filters, change.type === 'DELETE' ? change.old : change.record))
          .map((b) => b.id);
        if (ids.length > 0) targets.push({ c, ch, ids: [...new Set(ids)] });
      }
    }
    if (targets.length === 0) return;
    const meta = await tableMeta(this.db, this.cache, change.schema, change.table);
    const data = changeData(change, meta);
    // One visibility check per distinct identity, not per channel.
    const seen = new Map<string, Promise<boolean>>();
    await Promise.all(
      targets.map(async (t) => {
        const key = `${t.ch.role}|${JSON.stringify(t.ch.claims)}`;
        let p = seen.get(key);
        if (!p) {
          p = canSee(this.db, t.ch.role, t.ch.claims, change);
          seen.set(key, p);
        }
        if (await p)
          this.send(t.c, [t.ch.joinRef, null, t.ch.topic, 'postgres_changes', { ids: t.ids, data }]);
      }),
    );
  }

  async stop(): Promise<void> {
    for (const c of this.clients) c.ws.terminate();
    this.clients.clear();
    this.wss.close();
    if (this.unlisten) await this.unlisten().catch(() => {});
  }
}
