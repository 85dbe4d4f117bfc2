import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { format } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { deleteSubmissions, fillValid, input, openForm, submit } from './support/add-event-form';

/**
 * A weekly series from the visitor's form to the listing, against the local stack: the visitor asks
 * for every <weekday> from 3 days ahead until 6 weeks later and sees the dates it makes; the demo
 * moderator approves it in /moderacion; the city listing then shows it once, at its next date and
 * with its rhythm, finds it again (once) in a later week that holds one of its dates, leaves it out
 * of a week after its last date; its page lists the upcoming dates.
 *
 * Every date is a Madrid calendar day counted from today, so the test reads the same any day of the
 * year (a series that runs into January gets the year on its page, as the app writes it).
 */
const backend = () => import('./support/backend');
const MODERATOR = 'moderadora@demo.agendanorte.es';
/** The server refuses forms filled in under 3 s (form_started_at); the form helpers wait as long. */
const MIN_FILL_MS = 3_300;

// ── Calendar days ('yyyy-MM-dd'), counted as days, not as 24-hour steps (DST changes in between) ──

const today = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
const weekdayOf = (day: string): number => new Date(`${day}T12:00:00Z`).getUTCDay();

/** The Monday of the day's week (weeks start on Monday in Spain, as in the app's calendars). */
const mondayOf = (day: string): string => addDays(day, -((weekdayOf(day) + 6) % 7));

/** A local Date on that calendar day, for date-fns (which formats in the process's time zone). */
function localDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
}

/** 'dd/MM/yyyy', as the form's date fields are typed. */
const formDay = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** 'lunes' … 'domingo'. */
const weekdayName = (day: string): string => format(localDate(day), 'EEEE', { locale: es });

/** 'lun, 30 nov': the cards' date. */
const cardDay = (day: string): string => format(localDate(day), 'EEE, d MMM', { locale: es });

/** 'lun 30 nov': the form's preview writes the cards' date without its comma. */
const previewDay = (day: string): string => cardDay(day).replace(',', '');

/** A date of 'Próximas fechas': the cards' date, with its year when it is not this year's. */
const pageDay = (day: string): string =>
  day.slice(0, 4) === today().slice(0, 4) ? cardDay(day) : `${cardDay(day)} ${day.slice(0, 4)}`;

/** The name react-day-picker gives a day's button ('lunes, 30 de noviembre de 2026', maybe 'Hoy, …'). */
const calendarDay = (day: string): string => format(localDate(day), 'PPPP', { locale: es });

// ── The moderator, the listing and its date filter ─────────────────────────────────────────────

async function openModeration(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByLabel('Email', { exact: true }).fill(MODERATOR);
  await form.getByLabel('Contraseña', { exact: true }).fill('agenda-demo');
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await page.goto('/moderacion');
  await expect(page.getByRole('heading', { level: 1, name: 'Moderación de eventos' })).toBeVisible();
  return page;
}

const results = (page: Page) => page.getByRole('region', { name: 'Eventos en Bilbao' });

/**
 * Up to 15 s, as the other specs wait for the listing: on a loaded 2-core machine (two browsers and
 * the stack) the page's start and the events' loads have taken over 7 s.
 */
async function expectCount(page: Page, count: number): Promise<void> {
  const text =
    count === 0
      ? 'No se encontraron eventos'
      : count === 1
        ? '1 evento encontrado'
        : `${count} eventos encontrados`;
  await expect(results(page).getByText(text)).toBeVisible({ timeout: 15_000 });
}

const MONTHS = Array.from({ length: 12 }, (_, i) =>
  es.localize.month(i as Parameters<typeof es.localize.month>[0], { width: 'wide' }),
);

/** 'yyyy-MM' of the month a calendar grid is named after ('febrero 2027'). */
function gridMonth(label: string): string {
  const [name = '', year = ''] = label.trim().split(/\s+/);
  const month = MONTHS.indexOf(name.toLowerCase());
  if (month < 0 || !/^\d{4}$/.test(year)) throw new Error(`not a month: ${label}`);
  return `${year}-${String(month + 1).padStart(2, '0')}`;
}

/**
 * Clicks a day in the date popover's calendar, first moving month by month (forwards or backwards)
 * from the one it opens at (today's, or the chosen range's) to the day's.
 */
async function clickCalendarDay(popover: Locator, day: string): Promise<void> {
  const grid = popover.getByRole('grid');
  // The calendar is loaded on demand: wait for it before asking which month it shows.
  await expect(grid).toBeVisible();
  const target = day.slice(0, 7);
  for (let step = 0; step < 24; step += 1) {
    const label = (await grid.getAttribute('aria-label')) ?? '';
    const shown = gridMonth(label);
    if (shown === target) break;
    const way = shown < target ? 'Ir al mes siguiente' : 'Ir al mes anterior';
    await popover.getByRole('button', { name: way }).click();
    await expect(grid).not.toHaveAttribute('aria-label', label);
  }
  await popover.getByRole('button', { name: calendarDay(day) }).click();
}

/** Filters the listing on one week (Monday to Sunday) through the search bar's date popover. */
async function filterWeek(page: Page, monday: string): Promise<void> {
  await page
    .getByRole('search')
    .getByRole('button', { name: /Elegir fechas$|Cambiar fechas$/ })
    .click();
  const popover = page.getByRole('dialog', { name: 'Elegir fechas' });
  await expect(popover).toBeVisible();
  await clickCalendarDay(popover, monday);
  await clickCalendarDay(popover, addDays(monday, 6));
  // A complete range closes the popover.
  await expect(popover).toBeHidden();
}

// ── The journey ────────────────────────────────────────────────────────────────────────────────

let tag = '';
test.beforeEach(async () => {
  tag = (await backend()).uniqueTag('serie');
});
test.afterEach(async () => deleteSubmissions(tag));

test('a weekly series is sent, approved, listed once with its rhythm and found by any of its dates', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Taller semanal ${tag}`;
  const start = addDays(today(), 3);
  const until = addDays(start, 42);
  // Every week on the start date's weekday, the start and 'Hasta' included: 7 dates.
  const dates = Array.from({ length: 7 }, (_, i) => addDays(start, 7 * i));
  const weekday = weekdayName(start);
  const rhythm = `Cada ${weekday}`;

  // The visitor: a series ticks the start date's weekday and shows the dates it will be published for.
  const openedAt = await openForm(page);
  await fillValid(page, { title });
  await input(page, 'Fecha de inicio').fill(formDay(start));
  const repeat = page.getByRole('group', { name: '¿Se repite?' });
  await repeat.getByRole('radio', { name: 'Cada semana' }).check();
  const capitalised = weekday.charAt(0).toUpperCase() + weekday.slice(1);
  await expect(repeat.getByRole('checkbox', { name: capitalised, exact: true })).toBeChecked();
  await input(page, 'Hasta').fill(formDay(until));
  await expect(repeat).toContainText(
    `Se publicará para: ${dates.slice(0, 5).map(previewDay).join(', ')}, … (7 fechas)`,
  );
  const wait = MIN_FILL_MS - (Date.now() - openedAt);
  if (wait > 0) await page.waitForTimeout(wait);
  await submit(page);
  await expect(page.getByText('Evento enviado con éxito')).toBeVisible({ timeout: 20_000 });

  // The moderator sees the series it will publish, and approves it.
  const moderator = await openModeration(browser);
  await moderator
    .getByRole('list', { name: /Propuestas pendientes/ })
    .getByRole('button', { name: new RegExp(title) })
    .click();
  const review = moderator.getByRole('region', { name: `Propuesta: ${title}` });
  await expect(review).toContainText(`${rhythm} · 7 fechas`);
  await review.getByRole('button', { name: 'Aprobar y publicar' }).click();
  await expect(moderator.getByText('Evento aprobado y publicado')).toBeVisible({ timeout: 15_000 });
  await moderator.context().close();

  // The listing: one card, at the next date, with the rhythm.
  await page.goto(`/?search=${tag}`);
  await expectCount(page, 1);
  const cards = results(page).getByRole('article', { name: title });
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(`${cardDay(start)} · ${rhythm}`);

  // A week after 'Hasta' holds none of its dates. (First the empty week: the count then changes
  // with each filter, so neither check can pass on the list shown before the filter applied.)
  await filterWeek(page, mondayOf(addDays(until, 7)));
  await expectCount(page, 0);
  await expect(cards).toHaveCount(0);

  // A later week holding the series' 4th date finds it again, once, with its rhythm.
  await filterWeek(page, mondayOf(dates[3]!));
  await expectCount(page, 1);
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(rhythm);

  // Its page lists every upcoming date (7, under the 8 listed before 'Ver todas las fechas').
  await page.goto(`/?search=${tag}`);
  const link = cards.getByRole('heading', { level: 3 }).getByRole('link', { name: title });
  await expect(link).toBeVisible({ timeout: 15_000 });
  await page.goto((await link.getAttribute('href')) ?? '');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const details = page.getByRole('region', { name: 'Detalles' });
  await expect(details).toContainText(rhythm);
  const upcoming = details.getByRole('list', { name: 'Próximas fechas' }).getByRole('button');
  await expect(upcoming).toHaveText(dates.map(pageDay));
  // The next date is the one the calendar actions add.
  await expect(upcoming.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(details.getByRole('button', { name: 'Ver todas las fechas' })).toHaveCount(0);
});
