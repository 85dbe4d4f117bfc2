import { expect, test, type Browser, type Page } from '@playwright/test';
import { deleteSubmissions, submitValid } from './support/add-event-form';

/**
 * Moderation against the local stack: a visitor submits through /add-event, the demo moderator signs in
 * through /auth, reviews the submission in /moderacion, and the city listing (open in another tab, never
 * reloaded) shows an approved event at once. The submitter's e-mail lands in the stack's outbox.
 */
const backend = () => import('./support/backend');
const MODERATOR = 'moderadora@demo.agendanorte.es';
/** A demo user who is not a moderator. */
const MEMBER = 'ane@demo.agendanorte.es';

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Contraseña', { exact: true }).fill('agenda-demo');
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
}

async function openModeration(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, MODERATOR);
  await page.goto('/moderacion');
  await expect(page.getByRole('heading', { level: 1, name: 'Moderación de eventos' })).toBeVisible();
  return page;
}

/** The submission's review, chosen from the queue by its title. */
async function chooseSubmission(page: Page, title: string) {
  const queue = page.getByRole('list', { name: /Propuestas pendientes/ });
  await queue.getByRole('button', { name: new RegExp(title) }).click();
  const review = page.getByRole('region', { name: `Propuesta: ${title}` });
  await expect(review).toBeVisible();
  return review;
}

async function outboxTo(email: string): Promise<Array<{ subject: string; text: string }>> {
  const { SUPABASE_URL } = await backend();
  const res = await fetch(`${SUPABASE_URL}/_mail/messages`);
  const all = (await res.json()) as Array<{ to: unknown; subject: string; text: string }>;
  return all.filter((m) => JSON.stringify(m.to).includes(email));
}

const listing = (page: Page) => page.getByRole('region', { name: 'Eventos en Bilbao' });

let tag = '';
test.beforeEach(async () => {
  tag = (await backend()).uniqueTag('mod');
});
test.afterEach(async () => deleteSubmissions(tag));

test('anonymous visitors and signed-in non-moderators get the not-found page', async ({ page }) => {
  await page.goto('/moderacion');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await signIn(page, MEMBER);
  await page.goto('/moderacion');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Moderación de eventos' })).toHaveCount(0);
});

test('an approved submission is listed at once and the submitter is told by e-mail', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Concierto ${tag}`;
  const email = `${tag}@example.org`;
  await submitValid(page, { title, email });

  // The listing, searched for the tag, is open before the decision and never reloaded.
  await page.goto(`/?tag=${tag}`);
  await expect(listing(page).getByText('No se encontraron eventos')).toBeVisible({ timeout: 15_000 });

  const moderator = await openModeration(browser);
  const review = await chooseSubmission(moderator, title);
  await expect(review.getByRole('heading', { name: 'Detalles' })).toBeVisible();
  await expect(review.getByRole('link', { name: title })).toBeVisible();
  await review.getByRole('button', { name: 'Aprobar y publicar' }).click();
  await expect(moderator.getByText('Evento aprobado y publicado')).toBeVisible({ timeout: 15_000 });
  const history = moderator.getByRole('list', { name: 'Decisiones' });
  const decided = history.getByRole('listitem').filter({ hasText: title });
  await expect(decided).toContainText('Aprobado');
  await expect(decided).toContainText('Revisado por Tú');
  await expect(decided.getByRole('link', { name: 'Ver el evento publicado' })).toHaveAttribute(
    'href',
    /^\/event\//,
  );

  await expect(listing(page).getByRole('heading', { level: 3, name: title })).toBeVisible({
    timeout: 15_000,
  });

  await expect
    .poll(async () => (await outboxTo(email)).map((m) => m.subject).join(' | '), { timeout: 15_000 })
    .toContain('ya está publicado');
  await moderator.context().close();
});

test('a rejected submission needs a reason and is not listed', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const title = `Fiesta ${tag}`;
  const email = `${tag}@example.org`;
  await submitValid(page, { title, email });

  const moderator = await openModeration(browser);
  const review = await chooseSubmission(moderator, title);
  await review.getByRole('button', { name: 'Rechazar' }).click();
  const dialog = moderator.getByRole('dialog', { name: `Rechazar «${title}»` });
  await dialog.getByRole('button', { name: 'Rechazar evento' }).click();
  await expect(
    dialog.getByText('Indica el motivo del rechazo: se lo enviaremos a quien propuso el evento.'),
  ).toBeVisible();
  await dialog.getByLabel('Motivo del rechazo').fill('No es un evento abierto al público.');
  await dialog.getByRole('button', { name: 'Rechazar evento' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  const decided = moderator
    .getByRole('list', { name: 'Decisiones' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(decided).toContainText('Rechazado');
  await expect(decided).toContainText('Motivo: No es un evento abierto al público.');
  await expect(moderator.getByRole('list', { name: /Propuestas pendientes/ }).getByText(title)).toHaveCount(
    0,
  );

  await page.goto(`/?tag=${tag}`);
  await expect(listing(page).getByText('No se encontraron eventos')).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => (await outboxTo(email)).map((m) => m.subject).join(' | '), { timeout: 15_000 })
    .toContain('no se ha publicado');
  await moderator.context().close();
});
