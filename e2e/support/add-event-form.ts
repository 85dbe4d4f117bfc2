import { expect, type Page } from '@playwright/test';

/**
 * The add-event form driven as a person would (labels and roles), for e2e/add-event.spec.ts and
 * e2e/moderation.spec.ts. Backend helpers load on first use (see event-fixtures.ts).
 */
const backend = () => import('./backend');

export const SUBMIT_LABEL = 'Compartir mi evento con la comunidad';
export const MISSING_PREFIX = 'Por favor, revisa los siguientes campos obligatorios: ';
/** The server refuses forms filled in under 3 s (form_started_at); we wait a little longer. */
const MIN_FILL_MS = 3_300;

/** dd/MM/yyyy of the Madrid day `days` from today. */
export function formDate(days: number): string {
  const parts = new Intl.DateTimeFormat('es-ES', {
    timeZone: 'Europe/Madrid',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(Date.now() + days * 86_400_000));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')}`;
}

export const input = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Opens /add-event; returns when the form was shown (for the minimum fill time). */
export async function openForm(page: Page): Promise<number> {
  await page.goto('/add-event');
  await expect(page.getByRole('heading', { level: 1, name: 'Comparte tu evento' })).toBeVisible();
  return Date.now();
}

export interface FormData {
  title: string;
  email?: string;
  skip?: readonly string[];
}

/** Fills the mandatory fields (Bilbao, Música, 10 days ahead at 20:00) and accepts the terms. */
export async function fillValid(page: Page, { title, email, skip = [] }: FormData): Promise<void> {
  if (!skip.includes('title')) await input(page, 'Nombre del evento').fill(title);
  if (!skip.includes('startDate')) await input(page, 'Fecha de inicio').fill(formDate(10));
  if (!skip.includes('startTime')) await input(page, 'Hora de inicio').fill('20:00');
  if (!skip.includes('town')) await input(page, 'Localidad').selectOption('bilbao');
  if (!skip.includes('categories')) await page.getByRole('checkbox', { name: 'Música', exact: true }).check();
  if (!skip.includes('description'))
    await input(page, 'Descripción').fill(`Concierto de prueba al aire libre, para todo el barrio. ${title}`);
  if (!skip.includes('address')) await input(page, 'Dirección exacta').fill('Plaza Nueva 1, Bilbao');
  if (email) {
    await input(page, 'Tu nombre (opcional)').fill('Persona de prueba');
    await input(page, 'Tu email (opcional)').fill(email);
  }
  if (!skip.includes('terms'))
    await page.getByRole('checkbox', { name: /Acepto las condiciones de uso/ }).check();
}

export async function submit(page: Page): Promise<void> {
  await page.getByRole('button', { name: SUBMIT_LABEL }).click();
}

/** Sends a valid form and waits for the success toast. */
export async function submitValid(page: Page, data: FormData): Promise<void> {
  const openedAt = await openForm(page);
  await fillValid(page, data);
  const wait = MIN_FILL_MS - (Date.now() - openedAt);
  if (wait > 0) await page.waitForTimeout(wait);
  await submit(page);
  await expect(page.getByText('Evento enviado con éxito')).toBeVisible({ timeout: 20_000 });
}

/**
 * Removes this test's submissions (and the events approved from them). The server allows a few
 * submissions an hour per address, so tests leave none behind.
 */
export async function deleteSubmissions(tag: string): Promise<void> {
  const { admin } = await backend();
  const { data } = await admin
    .from('event_submissions')
    .select('id, event_id')
    .like('payload->>title', `%${tag}%`);
  const rows = (data ?? []) as Array<{ id: string; event_id: string | null }>;
  if (rows.length === 0) return;
  await admin
    .from('event_submissions')
    .delete()
    .in(
      'id',
      rows.map((r) => r.id),
    );
  const events = rows.map((r) => r.event_id).filter((id): id is string => id !== null);
  if (events.length > 0) await admin.from('events').delete().in('id', events);
}
