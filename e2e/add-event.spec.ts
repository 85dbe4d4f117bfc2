import { expect, test, type Page } from '@playwright/test';
import {
  deleteSubmissions,
  fillValid,
  formDate,
  input,
  MISSING_PREFIX,
  openForm,
  submit,
  submitValid,
} from './support/add-event-form';

/** /add-event against the local stack: the form's rules and messages in Spanish, and a real submission. */

const alert = (page: Page) => page.getByRole('alert');
const MISSING: ReadonlyArray<readonly [skip: string, label: string, name: string]> = [
  ['title', 'Nombre del evento', 'Nombre del evento'],
  ['startDate', 'Fecha de inicio', 'Fecha de inicio'],
  ['startTime', 'Hora de inicio', 'Hora de inicio'],
  ['town', 'Localidad', 'Localidad'],
  ['description', 'Descripción', 'Descripción (mínimo 15 caracteres)'],
  ['address', 'Dirección exacta', 'Dirección'],
];

test.describe('missing fields', () => {
  test('an empty form names every mandatory field', async ({ page }) => {
    await openForm(page);
    await submit(page);
    await expect(alert(page)).toHaveText(
      `${MISSING_PREFIX}Nombre del evento, Fecha de inicio, Hora de inicio, Localidad, Categorías, Descripción (mínimo 15 caracteres), Dirección`,
    );
  });

  for (const [skip, label, name] of MISSING) {
    test(`${name}`, async ({ page }) => {
      await openForm(page);
      await fillValid(page, { title: 'Prueba', skip: [skip] });
      await submit(page);
      await expect(alert(page)).toHaveText(`${MISSING_PREFIX}${name}`);
      await expect(input(page, label)).toHaveAttribute('aria-invalid', 'true');
    });
  }

  test('Categorías', async ({ page }) => {
    await openForm(page);
    await fillValid(page, { title: 'Prueba', skip: ['categories'] });
    await submit(page);
    await expect(alert(page)).toHaveText(`${MISSING_PREFIX}Categorías`);
    await expect(page.getByText('Elige al menos una categoría.')).toBeVisible();
  });
});

test.describe('dates', () => {
  const cases: ReadonlyArray<readonly [string, Record<string, string>, string]> = [
    [
      'start before today',
      { 'Fecha de inicio': formDate(-1) },
      'La fecha del evento no puede ser anterior a hoy. ¡Elige una fecha futura para que todos puedan disfrutar!',
    ],
    [
      'end before today',
      { 'Fecha de fin (opcional)': formDate(-2) },
      'La fecha de fin no puede ser anterior a hoy. ¡Elige una fecha futura para que todos puedan disfrutar!',
    ],
    [
      'end before start',
      { 'Fecha de fin (opcional)': formDate(5) },
      'La fecha de fin no puede ser anterior a la fecha de inicio. Revisa las fechas de tu evento.',
    ],
  ];
  for (const [name, values, message] of cases) {
    test(name, async ({ page }) => {
      await openForm(page);
      await fillValid(page, { title: 'Prueba' });
      for (const [label, value] of Object.entries(values)) await input(page, label).fill(value);
      await submit(page);
      await expect(alert(page)).toHaveText(message);
      const field = input(page, Object.keys(values)[0]!);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(message.slice(0, 30)));
    });
  }

  test('the calendar picks a day (Spanish, weeks from Monday)', async ({ page }) => {
    await openForm(page);
    await page.getByRole('button', { name: 'Elegir fecha de inicio en el calendario' }).click();
    const grid = page.getByRole('grid');
    await expect(grid).toBeVisible();
    await expect(page.locator('.rdp-weekday').first()).toHaveAttribute('aria-label', /^lunes/i);
    await grid.locator('button.rdp-day_button:not([disabled])').last().click();
    await expect(input(page, 'Fecha de inicio')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(grid).toBeHidden();
  });
});

test.describe('resets', () => {
  test('changing the city resets the neighbourhood and the custom city', async ({ page }) => {
    await openForm(page);
    await input(page, 'Localidad').selectOption('bilbao');
    await input(page, 'Barrio o zona (opcional)').selectOption('deusto');
    await input(page, 'Localidad').selectOption('getxo');
    await expect(input(page, 'Barrio o zona (opcional)')).toHaveValue('');
    await input(page, 'Localidad').selectOption('otro');
    await expect(input(page, 'Barrio o zona (opcional)')).toHaveCount(0);
    await input(page, 'Escribe la localidad').fill('Sopela');
    await input(page, 'Localidad').selectOption('bilbao');
    await input(page, 'Localidad').selectOption('otro');
    await expect(input(page, 'Escribe la localidad')).toHaveValue('');
  });

  test('changing the categories resets the subcategory; chips remove them', async ({ page }) => {
    await openForm(page);
    await page.getByRole('checkbox', { name: 'Música', exact: true }).check();
    await input(page, 'Subcategoría (opcional)').selectOption('jazz');
    await page.getByRole('checkbox', { name: 'Cine', exact: true }).check();
    await expect(input(page, 'Subcategoría (opcional)')).toHaveValue('');
    await input(page, 'Subcategoría (opcional)').selectOption('cine-independiente');
    await page.getByRole('button', { name: 'Quitar categoría: Música' }).click();
    await expect(page.getByRole('checkbox', { name: 'Música', exact: true })).not.toBeChecked();
    await expect(input(page, 'Subcategoría (opcional)')).toHaveValue('');
  });

  test('ticking free clears and hides the price', async ({ page }) => {
    await openForm(page);
    await input(page, 'Precio').fill('15 €');
    await page.getByRole('checkbox', { name: 'Es un evento gratuito' }).check();
    await expect(input(page, 'Precio')).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Es un evento gratuito' }).uncheck();
    await expect(input(page, 'Precio')).toHaveValue('');
  });
});

test.describe('sending', () => {
  let tag = '';
  test.beforeEach(async () => {
    const { uniqueTag } = await import('./support/backend');
    tag = uniqueTag('envio');
  });
  test.afterEach(async () => deleteSubmissions(tag));

  test('a valid submission is stored for review and the form is cleared', async ({ page }) => {
    await submitValid(page, { title: `Prueba ${tag}` });
    await expect(page.getByText('Nuestro equipo lo revisará y lo publicará pronto.')).toBeVisible();
    await expect(input(page, 'Nombre del evento')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Compartir mi evento con la comunidad' })).toBeEnabled();
    const { admin } = await import('./support/backend');
    const { data } = await admin
      .from('event_submissions')
      .select('status, payload')
      .like('payload->>title', `%${tag}%`);
    expect(data).toHaveLength(1);
    expect(data?.[0]).toMatchObject({
      status: 'pending',
      payload: { town: 'Bilbao', category_id: ['musica'] },
    });
  });

  test('without the terms nothing is sent (native check)', async ({ page }) => {
    await openForm(page);
    await fillValid(page, { title: `Prueba ${tag}`, skip: ['terms'] });
    await submit(page);
    const terms = page.getByRole('checkbox', { name: /Acepto las condiciones de uso/ });
    await expect(terms).toHaveAccessibleDescription('Debes aceptar las condiciones de uso');
    expect(await terms.evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);
    await expect(page.getByText('Evento enviado con éxito')).toHaveCount(0);
  });
});
