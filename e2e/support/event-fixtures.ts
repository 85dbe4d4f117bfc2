import type { EventInsert } from './backend';

/**
 * The backend helpers are loaded on first use, not at import: building the service-role client
 * needs the local stack's environment (and, on Node 20, a WebSocket implementation), which listing
 * the tests (`playwright test --list`) should not depend on.
 */
const backend = () => import('./backend');

/** Madrid calendar day `days` from today ('yyyy-MM-dd'). */
export async function madridDay(days: number): Promise<string> {
  return (await backend()).madridDayOffset(days);
}

/**
 * Events created by one test and removed after it. Titles carry a unique tag, so parallel tests
 * (and the desktop and mobile projects) never see each other's rows.
 */
export class TestEvents {
  private readonly ids: string[] = [];

  /** A Bilbao music event 20 days ahead (outside "nearby" and "trending"), overridable per test. */
  async create(overrides: Partial<EventInsert> = {}): Promise<{ id: string; title: string }> {
    const { insertEvents, madridDayOffset, uniqueTag } = await backend();
    const title = `Prueba ${uniqueTag('ev')}`;
    const row: EventInsert = {
      title,
      town: 'Bilbao',
      start_date: madridDayOffset(20),
      category_id: ['musica'],
      ...overrides,
    };
    const [id] = await insertEvents([row]);
    if (!id) throw new Error('insertEvents returned no id');
    this.ids.push(id);
    return { id, title: row.title };
  }

  async cleanup(): Promise<void> {
    if (this.ids.length === 0) return;
    await (await backend()).deleteEvents(this.ids.splice(0));
  }
}
