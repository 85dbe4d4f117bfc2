import { expect, test, type Locator, type Page } from '@playwright/test';
import { deleteEvents, insertEvents, madridDayOffset, uniqueTag, type EventInsert } from './support/backend';

/**
 * Landing pages against the local stack (Bilbao). Every test creates its own events with a unique
 * tag and opens the landing searched for it (`?tag=…`), so the seed data and parallel tests never
 * show up; each landing must then show only its preset's events.
 */

let created: string[] = [];

test.afterEach(async () => {
  await deleteEvents(created);
  created = [];
});

async function seed(rows: Array<Partial<EventInsert> & { title: string }>, tag: string): Promise<void> {
  const ids = await insertEvents(
    rows.map((row) => ({
      town: 'Bilbao',
      start_date: madridDayOffset(1),
      category_id: ['cine'],
      is_free: false,
      ...row,
      tags: [tag],
    })),
  );
  created.push(...ids);
}

const results = (page: Page) => page.locator('#resultados');
const titles = (page: Page) => results(page).getByRole('article').getByRole('heading', { level: 3 });
const chip = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Filtros activos' })
    .getByRole('button', { name: `Quitar filtro: ${label}` });

async function expectCount(page: Page, count: number) {
  await expect(
    results(page).getByText(count === 1 ? '1 evento encontrado' : `${count} eventos encontrados`),
  ).toBeVisible();
}

/** The filter controls: the sidebar on desktop, the bottom sheet (opened here) on phones. */
async function openPanel(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole('complementary', { name: /Filtros/ });
  await page.getByRole('button', { name: /^Filtros/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filtros' });
  await expect(sheet).toBeVisible();
  return sheet;
}

async function closePanel(page: Page, isMobile: boolean) {
  if (!isMobile) return;
  await page
    .getByRole('dialog', { name: 'Filtros' })
    .getByRole('button', { name: /^Ver eventos/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Filtros' })).toBeHidden();
}

const CATEGORY_LANDINGS = [
  {
    path: '/musica',
    category: 'musica',
    hero: 'Música en directo en Bilbao',
    chip: 'Música',
    canonical: '/musica',
  },
  {
    path: '/fiestas',
    category: 'fiestas',
    hero: 'Fiestas y tardeos en el Botxo',
    chip: 'Fiestas y festivales',
    canonical: '/fiestas',
  },
  {
    path: '/tardeos',
    category: 'fiestas',
    hero: 'Fiestas y tardeos en el Botxo',
    chip: 'Fiestas y festivales',
    canonical: '/fiestas',
  },
  {
    path: '/gastronomia',
    category: 'gastronomia',
    hero: 'Planes gastronómicos en Bilbao',
    chip: 'Gastronomía',
    canonical: '/gastronomia',
  },
  {
    path: '/familia',
    category: 'infantil',
    hero: 'Planes en familia en el Botxo',
    chip: 'Infantil',
    canonical: '/familia',
  },
  {
    path: '/cultura',
    category: 'arte',
    hero: 'Cultura y exposiciones en Bilbao',
    chip: 'Arte y exposiciones',
    canonical: '/cultura',
  },
];

for (const landing of CATEGORY_LANDINGS) {
  test(`${landing.path} shows only ${landing.category} events, with its own metadata`, async ({ page }) => {
    const tag = uniqueTag('cat');
    const [mine, other] = [`Evento de ${landing.category} ${tag}`, `Otro evento ${tag}`];
    await seed(
      [
        { title: mine, category_id: [landing.category] },
        { title: other, category_id: ['deportes'] },
      ],
      tag,
    );
    await page.goto(`${landing.path}?tag=${tag}`);
    await expect(page.getByRole('heading', { level: 1, name: landing.hero })).toBeVisible();
    await expectCount(page, 1);
    await expect(titles(page)).toHaveText([mine]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${landing.canonical}$`),
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      new RegExp(`${landing.canonical}$`),
    );
    // The preset is a removable chip; without it the search alone shows both events.
    await chip(page, landing.chip).click();
    await expectCount(page, 2);
    await expect(page.getByRole('link', { name: /Síguenos en @agendanorte\.bilbao/ })).toBeVisible();
  });
}

test('/casco-viejo shows only the Casco Viejo events', async ({ page }) => {
  const tag = uniqueTag('casco');
  const [inside, outside] = [`Pintxos en las Siete Calles ${tag}`, `Concierto en Abando ${tag}`];
  await seed(
    [
      { title: inside, neighborhood: 'Casco Viejo', category_id: ['gastronomia'] },
      { title: outside, neighborhood: 'Abando', category_id: ['musica'] },
    ],
    tag,
  );
  await page.goto(`/casco-viejo?tag=${tag}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Planes en el Casco Viejo de Bilbao' }),
  ).toBeVisible();
  await expectCount(page, 1);
  await expect(titles(page)).toHaveText([inside]);
  await expect(chip(page, 'Casco Viejo')).toBeVisible();
});

test('an empty landing is friendly and links to all events', async ({ page }) => {
  await page.goto(`/gastronomia?tag=${uniqueTag('nada')}`);
  await expect(results(page).getByText('No se encontraron eventos')).toBeVisible();
  await results(page).getByRole('link', { name: 'Ver todos los eventos' }).click();
  await expect(page).toHaveURL(/\/$/);
});

// ── Date landings, with the browser's clock fixed ────────────────────────────────────────────
/** Madrid day `days` after `day` ('yyyy-MM-dd'). */
const plus = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** A Monday two or three weeks ahead, so every day used is in the future. */
function futureMonday(): string {
  const today = madridDayOffset(0);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return plus(today, 14 + ((8 - weekday) % 7));
}
const spanish = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('es-ES', { ...options, timeZone: 'UTC' }).format(date);
  return { weekday: part({ weekday: 'long' }), day: date.getUTCDate(), month: part({ month: 'long' }) };
};
/** The date chip's short label, as the date button's: '28 nov'; a range '27–29 nov', '30 nov – 2 dic'. */
const SHORT_MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
const chipDay = (day: string, withYear = false) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${SHORT_MONTHS[month - 1]}${withYear ? ` ${year}` : ''}`;
};
const chipRange = (from: string, to: string) => {
  if (from.slice(0, 4) !== to.slice(0, 4)) return `${chipDay(from, true)} – ${chipDay(to, true)}`;
  if (from.slice(0, 7) !== to.slice(0, 7)) return `${chipDay(from)} – ${chipDay(to)}`;
  return `${Number(from.slice(8))}–${chipDay(to)}`;
};
const weekdays = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];

/** One event on each of these days after `monday` (Thursday … the next Monday, and the next Saturday). */
const WEEK_OFFSETS = [3, 4, 5, 6, 7, 12] as const;
type Offset = (typeof WEEK_OFFSETS)[number];

async function seedWeek(monday: string, tag: string): Promise<Record<Offset, string>> {
  const names = Object.fromEntries(
    WEEK_OFFSETS.map((offset) => [offset, `${weekdays[offset % 7]} +${offset} ${tag}`]),
  ) as Record<Offset, string>;
  await seed(
    WEEK_OFFSETS.map((offset) => ({ title: names[offset], start_date: plus(monday, offset) })),
    tag,
  );
  return names;
}

test('/fin-de-semana lists Friday to Sunday and labels those dates', async ({ page }) => {
  const tag = uniqueTag('finde');
  const monday = futureMonday();
  const names = await seedWeek(monday, tag);
  for (const today of [plus(monday, 0), plus(monday, 3), plus(monday, 4)]) {
    await page.clock.setFixedTime(new Date(`${today}T11:00:00Z`));
    await page.goto(`/fin-de-semana?tag=${tag}`);
    const [f, s] = [spanish(plus(monday, 4)), spanish(plus(monday, 6))];
    const label =
      f.month === s.month
        ? `Del ${f.weekday} ${f.day} al ${s.weekday} ${s.day} de ${s.month}`
        : `Del ${f.weekday} ${f.day} de ${f.month} al ${s.weekday} ${s.day} de ${s.month}`;
    await expect(page.getByTestId('landing-dates')).toHaveText(label);
    await expect(chip(page, chipRange(plus(monday, 4), plus(monday, 6)))).toBeVisible();
    await expectCount(page, 3);
    // 'Próximos a terminar': Friday, Saturday, Sunday.
    await expect(titles(page)).toHaveText([names[4], names[5], names[6]]);
  }
});

test('/sabado lists the coming Saturday and its reset returns to it', async ({ page, isMobile }) => {
  const tag = uniqueTag('sabado');
  const monday = futureMonday();
  const names = await seedWeek(monday, tag);
  const label = (day: string) => {
    const d = spanish(day);
    return `Sábado ${d.day} de ${d.month}`;
  };

  // Thursday and Saturday: that Saturday.
  for (const today of [plus(monday, 3), plus(monday, 5)]) {
    await page.clock.setFixedTime(new Date(`${today}T11:00:00Z`));
    await page.goto(`/sabado?tag=${tag}`);
    await expect(page.getByTestId('landing-dates')).toHaveText(label(plus(monday, 5)));
    await expect(titles(page)).toHaveText([names[5]]);
  }

  // The reset (on Saturday): remove the date — Saturday, Sunday, Monday and the next Saturday show —
  // then 'Limpiar filtros' brings the Saturday back (not "no date").
  await chip(page, chipDay(plus(monday, 5))).click();
  await expectCount(page, 4);
  await page
    .getByRole('region', { name: 'Filtros activos' })
    .getByRole('button', { name: 'Limpiar filtros' })
    .click();
  await expect(chip(page, chipDay(plus(monday, 5)))).toBeVisible();
  // The reset cleared the search too: search again with the page's own box, the Saturday stays.
  await expect(page).not.toHaveURL(/tag=/);
  const panel = await openPanel(page, isMobile);
  await panel.getByRole('searchbox', { name: 'Buscar eventos' }).fill(tag);
  await closePanel(page, isMobile);
  await expect(titles(page)).toHaveText([names[5]]);

  // Sunday: the next week's Saturday.
  await page.clock.setFixedTime(new Date(`${plus(monday, 6)}T11:00:00Z`));
  await page.goto(`/sabado?tag=${tag}`);
  await expect(page.getByTestId('landing-dates')).toHaveText(label(plus(monday, 12)));
  await expect(titles(page)).toHaveText([names[12]]);
});

// ── Concerts today ───────────────────────────────────────────────────────────────────────────
test('/conciertos-hoy shows only music running today; categoria overrides it', async ({ page, isMobile }) => {
  const tag = uniqueTag('hoy');
  const [today, running, tomorrow, cinema] = [
    `Concierto de hoy ${tag}`,
    `Ciclo de jazz ${tag}`,
    `Concierto de mañana ${tag}`,
    `Cine de hoy ${tag}`,
  ];
  await seed(
    [
      { title: today, category_id: ['musica'], start_date: madridDayOffset(0), is_free: true },
      {
        title: running,
        category_id: ['musica'],
        subcategory: ['jazz'],
        start_date: madridDayOffset(-3),
        end_date: madridDayOffset(2),
      },
      { title: tomorrow, category_id: ['musica'], start_date: madridDayOffset(1) },
      { title: cinema, category_id: ['cine'], start_date: madridDayOffset(0) },
    ],
    tag,
  );
  await page.goto(`/conciertos-hoy?tag=${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Conciertos hoy en Bilbao' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Migas de pan' });
  await expect(crumbs.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
  await expectCount(page, 2);
  // 'Próximos a terminar': today's concert ends first; yesterday's and tomorrow's are not listed.
  await expect(titles(page)).toHaveText([today, running]);

  // Quick chips and the panel: the side filter on desktop, a 'Filtros' sheet on phones.
  const quick = page.getByRole('group', { name: 'Filtros rápidos' });
  await quick.getByRole('button', { name: 'Gratis' }).click();
  await expect(titles(page)).toHaveText([today]);
  await quick.getByRole('button', { name: 'Gratis' }).click();
  await quick.getByRole('button', { name: 'Jazz' }).click();
  await expect(titles(page)).toHaveText([running]);
  if (isMobile) {
    await expect(page.getByRole('complementary', { name: /Filtros/ })).toBeHidden();
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filtros' })).toBeVisible();
  } else {
    await expect(page.getByRole('complementary', { name: /Filtros/ })).toBeVisible();
  }

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"BreadcrumbList"'))).toBe(true);
  expect(jsonLd.some((text) => text.includes('"ItemList"') && text.includes('/event/'))).toBe(true);

  await page.goto(`/conciertos-hoy?categoria=cine&tag=${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cine hoy en Bilbao' })).toBeVisible();
  await expect(titles(page)).toHaveText([cinema]);
});

test('/conciertos-hoy empty: Limpiar filtros, the weekend and Más Música', async ({ page }) => {
  await page.goto(`/conciertos-hoy?tag=${uniqueTag('vacio')}`);
  await expect(results(page).getByText('No se encontraron eventos')).toBeVisible();
  await expect(results(page).getByRole('button', { name: 'Limpiar filtros' }).last()).toBeVisible();
  await expect(results(page).getByRole('link', { name: 'Ver planes del fin de semana' })).toHaveAttribute(
    'href',
    '/fin-de-semana',
  );
  const more = page.getByRole('region', { name: 'Más Música' });
  await expect(more.getByRole('link')).toHaveCount(4);
  await more.getByRole('link', { name: 'Planes para el fin de semana' }).click();
  await expect(page).toHaveURL(/\/fin-de-semana$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Planes para el fin de semana en Bilbao' }),
  ).toBeVisible();
});
