import { expect, test } from '@playwright/test';

test.describe('editorial', () => {
  test('list → article → back, keeping the search', async ({ page }) => {
    await page.goto('/editorial');
    await expect(page.getByRole('heading', { level: 1, name: 'Guías y planes en Bilbao' })).toBeVisible();
    await expect(
      page.getByText(
        'Agenda Norte reúne automáticamente agendas públicas, como Kulturklik y agendas municipales, y el equipo revisa cada evento que se envía antes de publicarlo.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(3);

    await page.getByLabel('Buscar artículos').fill('guggenheim');
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(1);
    await page.getByRole('link', { name: 'La ría y el Guggenheim: paseo de Abando a Abandoibarra' }).click();

    await expect(page).toHaveURL(/\/editorial\/2$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'La ría y el Guggenheim: paseo de Abando a Abandoibarra' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Horarios' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Enlaces útiles' })).toBeVisible();
    // The map's frame is added as its box nears the viewport.
    await page.getByRole('region', { name: 'Mapa' }).scrollIntoViewIfNeeded();
    await expect(page.locator('iframe[title="Mapa de el Museo Guggenheim Bilbao"]')).toHaveAttribute(
      'loading',
      'lazy',
    );
    await expect(page).toHaveTitle(/La ría y el Guggenheim/);

    await page.goBack();
    await expect(page).toHaveURL(/\/editorial\?q=guggenheim$/);
    await expect(page.getByLabel('Buscar artículos')).toHaveValue('guggenheim');
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(1);

    await page.getByRole('link', { name: 'La ría y el Guggenheim: paseo de Abando a Abandoibarra' }).click();
    await page.getByRole('link', { name: 'Volver a la editorial' }).click();
    await expect(page).toHaveURL(/\/editorial$/);
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(3);
  });

  test('sorts newest or oldest first', async ({ page }) => {
    await page.goto('/editorial');
    const titles = page.getByRole('heading', { level: 3 });
    await expect(titles.first()).toHaveText('Aste Nagusia: guía práctica de la Semana Grande');
    await page.getByLabel('Ordenar por').selectOption({ label: 'Más antiguos' });
    await expect(titles.first()).toHaveText('Casco Viejo: las Siete Calles y sus pintxos');
  });

  test("?city=pamplona shows Pamplona's articles", async ({ page }) => {
    await page.goto('/editorial?city=pamplona');
    await expect(page.getByRole('heading', { level: 1, name: 'Guías y planes en Pamplona' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'San Fermín: guía práctica para vivirlo' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Casco Viejo: las Siete Calles/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'San Fermín: guía práctica para vivirlo' }).click();
    await expect(page).toHaveURL(/\/editorial\/1\?city=pamplona$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'San Fermín: guía práctica para vivirlo' }),
    ).toBeVisible();
  });

  test("each city's own site shows its own articles", async ({ page, baseURL }) => {
    const url = new URL('/editorial', baseURL);
    url.hostname = `logronio.${url.hostname}`;
    await page.goto(url.toString());
    await expect(page.getByRole('heading', { level: 1, name: 'Guías y planes en Logroño' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Calle Laurel y San Juan: tapeo en Logroño' })).toBeVisible();
  });

  test("an unknown article says 'Artículo no encontrado' with a link back", async ({ page }) => {
    await page.goto('/editorial/99');
    await expect(page.getByRole('heading', { level: 1, name: 'Artículo no encontrado' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver a la editorial' }).click();
    await expect(page).toHaveURL(/\/editorial$/);
  });

  test('/eventos?categoria=… opens the listing with that category', async ({ page }) => {
    await page.goto('/editorial');
    await page.getByRole('link', { name: 'Música', exact: true }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/\?categoria=musica$/);
  });
});

test.describe('contact', () => {
  test('copies the contact e-mail and says ¡Copiado! for 1.5 s', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/contacto');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
    const button = page.getByRole('button', { name: 'Copiar el email hola.bilbao@agendanorte.es' });
    await button.click();
    await expect(page.getByRole('main').getByText('¡Copiado!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('hola.bilbao@agendanorte.es');
    await expect(page.getByRole('main').getByText('¡Copiado!')).toBeHidden({ timeout: 3000 });
    await expect(button).toBeVisible();
  });

  test('links home, to the editorial and to Instagram', async ({ page }) => {
    await page.goto('/contacto');
    await expect(page.getByRole('link', { name: 'Leer la editorial' })).toHaveAttribute('href', '/editorial');
    await expect(page.getByRole('link', { name: 'Ver eventos en Bilbao' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('main').getByRole('link', { name: /@agendanorte\.bilbao/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/agendanorte.bilbao',
    );
  });
});

test.describe('terms', () => {
  test("shows the terms, last updated 'agosto de 2025'", async ({ page }) => {
    await page.goto('/terminos');
    await expect(page.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeVisible();
    await expect(page.getByText('Última actualización: agosto de 2025')).toBeVisible();
    await expect(page.getByRole('heading', { name: '10. Eliminar tu cuenta' })).toBeAttached();
    await expect(page).toHaveTitle(/Términos y condiciones/);
  });

  test('the footer link opens them', async ({ page }) => {
    await page.goto('/contacto');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Términos y condiciones' }).click();
    await expect(page).toHaveURL(/\/terminos$/);
    await expect(page.getByText('Última actualización: agosto de 2025')).toBeVisible();
  });
});
