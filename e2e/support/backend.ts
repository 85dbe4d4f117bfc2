import { createClient } from '@supabase/supabase-js';
import ws from 'ws';

/**
 * Direct access to the local stack for end-to-end set-up (the test process, never the browser).
 * Uses the Supabase CLI's well-known local keys.
 */
export const SUPABASE_URL = process.env.E2E_SUPABASE_URL ?? 'http://127.0.0.1:54321';
export const SERVICE_ROLE_KEY =
  process.env.E2E_SERVICE_ROLE_KEY ??
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export const admin = createClient(SUPABASE_URL, SERVICE_ROLE_KEY, {
  auth: { persistSession: false, autoRefreshToken: false },
  // Node 20 has no native WebSocket: give Realtime the `ws` transport.
  realtime: { transport: ws as never },
});

/** A unique suffix so parallel tests never see each other's rows. */
export function uniqueTag(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** Madrid calendar day, offset by `days` from today. */
export function madridDayOffset(days: number): string {
  const now = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(now);
}

export type EventInsert = Record<string, unknown> & { title: string; town: string; start_date: string };

/** Inserts events through the REST API as the service role; returns their ids in order. */
export async function insertEvents(rows: EventInsert[]): Promise<string[]> {
  const { data, error } = await admin.from('events').insert(rows).select('id');
  if (error) throw new Error(`insertEvents: ${error.message}`);
  return (data as Array<{ id: string }>).map((r) => r.id);
}

export async function deleteEvents(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const { error } = await admin.from('events').delete().in('id', ids);
  if (error) throw new Error(`deleteEvents: ${error.message}`);
}
