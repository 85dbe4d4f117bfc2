import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { deleteSubmissions, fillValid, openForm, submit } from './support/add-event-form';

/**
 * A picture sent with a submission, end to end against the local stack: a visitor chooses a PNG in
 * /add-event (previewed) and sends the event; the demo moderator sees it in /moderacion and approves
 * it; the card in the listing and the event page show that picture from Storage's public URL.
 */
const backend = () => import('./support/backend');
const MODERATOR = 'moderadora@demo.agendanorte.es';
const LABEL = 'Cartel o foto del evento (opcional)';
/** The server refuses forms filled in under 3 s. */
const MIN_FILL_MS = 3_300;

/** A solid-colour PNG of w×h pixels (RGB, no compression tricks), built here so no binary is stored. */
function png(w: number, h: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: w }, () => [r, g, b]).flat()),
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: h }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function signInAsModerator(page: Page): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByLabel('Email', { exact: true }).fill(MODERATOR);
  await form.getByLabel('Contraseña', { exact: true }).fill('agenda-demo');
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
}

/** Whether the page's image `name` has loaded (a broken one falls back to the poster). */
const loaded = (page: Page, src: string) =>
  page.evaluate(
    (url) =>
      [...document.images].some((img) => img.currentSrc === url && img.complete && img.naturalWidth === 160),
    src,
  );

let tag = '';
test.beforeEach(async () => {
  tag = (await backend()).uniqueTag('img');
});
test.afterEach(async () => deleteSubmissions(tag));

test('a submitted picture is previewed, approved, and shown on the card and the event page', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Concierto con cartel ${tag}`;

  const openedAt = await openForm(page);
  await fillValid(page, { title });
  await page.getByLabel(LABEL).setInputFiles({
    name: 'cartel.png',
    mimeType: 'image/png',
    buffer: png(160, 90, [200, 30, 60]),
  });
  await expect(page.getByRole('img', { name: 'Vista previa del cartel: cartel.png' })).toBeVisible();
  const wait = MIN_FILL_MS - (Date.now() - openedAt);
  if (wait > 0) await page.waitForTimeout(wait);
  await submit(page);
  await expect(page.getByText('Evento enviado con éxito')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('img', { name: /Vista previa del cartel/ })).toHaveCount(0);

  const moderator = await (await browser.newContext()).newPage();
  await signInAsModerator(moderator);
  await moderator.goto('/moderacion');
  const queue = moderator.getByRole('list', { name: /Propuestas pendientes/ });
  await queue.getByRole('button', { name: new RegExp(title) }).click();
  const review = moderator.getByRole('region', { name: `Propuesta: ${title}` });
  // The moderator sees the picture (still in pending/) before deciding.
  const sent = review.getByRole('img', { name: `Cartel enviado con «${title}»` });
  await expect(sent).toHaveAttribute('src', /\/storage\/v1\/object\/public\/event-images\/pending\//);
  await expect.poll(() => sent.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  await review.getByRole('button', { name: 'Aprobar y publicar' }).click();
  await expect(moderator.getByText('Evento aprobado y publicado')).toBeVisible({ timeout: 15_000 });
  await moderator.context().close();

  const { admin, SUPABASE_URL } = await backend();
  const { data } = await admin.from('events').select('id, image_url').eq('title', title).single();
  const event = data as { id: string; image_url: string };
  const publicUrl = `${SUPABASE_URL}/storage/v1/object/public/event-images/events/${event.id}.png`;
  expect(event.image_url).toBe(publicUrl);

  await page.goto(`/?tag=${encodeURIComponent(tag)}`);
  const card = page.getByRole('article', { name: title }).first();
  await expect(card).toBeVisible({ timeout: 15_000 });
  const picture = card.getByRole('img', { name: title, exact: true });
  await expect(picture).toHaveAttribute('src', publicUrl);
  await expect.poll(() => loaded(page, publicUrl), { timeout: 10_000 }).toBe(true);

  await page.goto(`/event/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('img', { name: title, exact: true }).first()).toHaveAttribute('src', publicUrl);
  await expect.poll(() => loaded(page, publicUrl), { timeout: 10_000 }).toBe(true);
});
