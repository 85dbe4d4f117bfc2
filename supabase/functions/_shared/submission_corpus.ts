/**
 * Test data for submit-event: one valid submission and a corpus of malformed ones, each naming the field
 * that must be reported. Shared by the Deno unit tests (validation_test.ts) and the HTTP integration
 * tests (tests/functions/submit-event.test.ts). Pure data; dates are relative to `today` (Europe/Madrid).
 */
import { addDays } from './dates.ts';
import { RECURRENCE_MESSAGES } from './recurrence.ts';

export interface MalformedCase {
  name: string;
  body: Record<string, unknown>;
  /** The field whose message must be reported. */
  field: string;
  /** When set, the exact message expected for that field. */
  message?: string;
  /** When set, the top-level error must start with the "campos obligatorios" prefix and name these labels. */
  requiredLabels?: string[];
}

export const REQUIRED_PREFIX = 'Por favor, revisa los siguientes campos obligatorios: ';
export const START_PAST =
  'La fecha del evento no puede ser anterior a hoy. ¡Elige una fecha futura para que todos puedan disfrutar!';
export const END_PAST_PREFIX = 'La fecha de fin no puede ser anterior a hoy';
export const END_BEFORE_START_PREFIX = 'La fecha de fin no puede ser anterior a la fecha de inicio';
/** A description whose stored HTML is over the events table's 20,000 characters. */
export const DESCRIPTION_TOO_LONG_STORED =
  'La descripción es demasiado larga una vez guardada (máximo 20.000 caracteres). Los símbolos como & o < ocupan varios caracteres al guardarse.';
/** A link over the events table's 2048 characters once percent-encoded. */
export const URL_TOO_LONG_STORED = (label: string) =>
  `El campo «${label}» es demasiado largo una vez guardado (máximo 2048 caracteres).`;

/** A submission that passes every rule (the shape the add-event form sends). */
export function validSubmission(today: string, now: number = Date.now()): Record<string, unknown> {
  return {
    title: 'Concierto de jazz en la Ribera',
    category_id: ['musica'],
    description:
      '<p>Una noche de <strong>jazz</strong> en directo con el cuarteto de la casa. <a href="https://example.com/jazz">Más información</a></p>',
    start_date: addDays(today, 7),
    end_date: addDays(today, 8),
    start_time: '20:30',
    end_time: '23:00',
    venue: 'Calle de la Ribera 12',
    town: 'bilbao',
    recomendaciones: 'Pintxos en la barra del propio local.',
    neighborhood: 'casco-viejo',
    price: 12,
    is_free: false,
    organizer: 'Asociación Jazz Bilbao',
    info_url: 'https://example.com/jazz',
    ticket_url: 'https://example.com/jazz',
    como_llegar: 'Metro Casco Viejo, salida Ribera.',
    wants_featured: false,
    submitted_by_name: 'Ane Goikoetxea',
    submitted_by_email: 'ane.organiza@example.com',
    website: '',
    form_started_at: now - 60_000,
  };
}

const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
/** 'MO'…'SU' of a 'YYYY-MM-DD' day. */
export const weekdayCode = (day: string): string => WEEKDAY_CODES[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
const untilValue = (day: string) => day.replace(/-/g, '');

/**
 * A valid series for validSubmission(today): every week on its start's weekday (start_date is
 * today + 7) for 12 weeks, the third date skipped — 12 dates, the last on today + 91.
 */
export function validSeries(today: string): {
  recurrence_rule: string;
  recurrence_exdates: string[];
  dates: string[];
} {
  const start = addDays(today, 7);
  const all = Array.from({ length: 13 }, (_, i) => addDays(start, 7 * i));
  const skipped = all[2]!;
  return {
    recurrence_rule: `FREQ=WEEKLY;BYDAY=${weekdayCode(start)};UNTIL=${untilValue(all[12]!)}`,
    recurrence_exdates: [skipped],
    dates: all.filter((d) => d !== skipped),
  };
}

const without = (body: Record<string, unknown>, ...keys: string[]) => {
  const copy = { ...body };
  for (const key of keys) delete copy[key];
  return copy;
};

const repeat = (text: string, times: number) => text.repeat(times);

/** At least 50 malformed submissions; each must be refused with a Spanish message on `field`. */
export function malformedSubmissions(today: string, now: number = Date.now()): MalformedCase[] {
  const base = validSubmission(today, now);
  const year = Number(today.slice(0, 4));
  const c = (
    name: string,
    patch: Record<string, unknown>,
    field: string,
    extra: Partial<MalformedCase> = {},
  ) => ({
    name,
    body: { ...base, ...patch },
    field,
    ...extra,
  });
  const desc = base.description as string;
  const start = base.start_date as string;
  const weekday = weekdayCode(start);
  const otherWeekday = weekdayCode(addDays(start, 1));
  const weekly = (until: string) => `FREQ=WEEKLY;BYDAY=${weekday};UNTIL=${untilValue(until)}`;

  return [
    // ── Missing fields ──────────────────────────────────────────────────────────
    {
      name: 'sin título',
      body: without(base, 'title'),
      field: 'title',
      requiredLabels: ['Nombre del evento'],
    },
    c('título vacío', { title: '' }, 'title', { requiredLabels: ['Nombre del evento'] }),
    c('título solo espacios', { title: '   \t  ' }, 'title', { requiredLabels: ['Nombre del evento'] }),
    {
      name: 'sin fecha de inicio',
      body: without(base, 'start_date'),
      field: 'start_date',
      requiredLabels: ['Fecha de inicio'],
    },
    {
      name: 'sin hora de inicio',
      body: without(base, 'start_time'),
      field: 'start_time',
      requiredLabels: ['Hora de inicio'],
    },
    { name: 'sin localidad', body: without(base, 'town'), field: 'town', requiredLabels: ['Localidad'] },
    c('localidad «otro» sin texto', { town: 'otro' }, 'town', { requiredLabels: ['Localidad'] }),
    c('categorías vacías', { category_id: [] }, 'category_id', { requiredLabels: ['Categorías'] }),
    {
      name: 'sin categorías',
      body: without(base, 'category_id'),
      field: 'category_id',
      requiredLabels: ['Categorías'],
    },
    {
      name: 'sin descripción',
      body: without(base, 'description'),
      field: 'description',
      requiredLabels: ['Descripción (mínimo 15 caracteres)'],
    },
    c('descripción corta', { description: 'Muy corto' }, 'description', {
      requiredLabels: ['Descripción (mínimo 15 caracteres)'],
    }),
    c('descripción de párrafos vacíos', { description: '<p>   </p><p>&nbsp;</p>' }, 'description'),
    c('dirección nula', { venue: null }, 'venue', { requiredLabels: ['Dirección'] }),
    {
      name: 'formulario vacío',
      body: {},
      field: 'title',
      requiredLabels: [
        'Nombre del evento',
        'Fecha de inicio',
        'Hora de inicio',
        'Localidad',
        'Categorías',
        'Descripción (mínimo 15 caracteres)',
        'Dirección',
      ],
    },

    // ── Wrong types ─────────────────────────────────────────────────────────────
    c('título numérico', { title: 123 }, 'title'),
    c('título lista', { title: ['Concierto'] }, 'title'),
    c('título objeto', { title: { es: 'Concierto' } }, 'title'),
    c('categorías numéricas', { category_id: 42 }, 'category_id'),
    c('categorías con números', { category_id: [1, 2] }, 'category_id'),
    c('categorías objeto', { category_id: { musica: true } }, 'category_id'),
    c('descripción numérica', { description: 12345678901234567 }, 'description'),
    c('fecha numérica', { start_date: 20301231 }, 'start_date'),
    c('hora numérica', { start_time: 2000 }, 'start_time'),
    c('gratis como texto', { is_free: 'yes' }, 'is_free'),
    c('destacar como número', { wants_featured: 1 }, 'wants_featured'),
    c('precio booleano', { price: true }, 'price'),
    c('precio objeto', { price: { amount: 10 } }, 'price'),
    c('email numérico', { submitted_by_email: 42 }, 'submitted_by_email'),
    c('enlace como lista', { info_url: ['https://example.com'] }, 'info_url'),
    c('inicio de formulario como texto', { form_started_at: 'ayer' }, 'form_started_at'),

    // ── Dates and times ─────────────────────────────────────────────────────────
    c('fecha de ayer', { start_date: addDays(today, -1), end_date: null }, 'start_date', {
      message: START_PAST,
    }),
    c('fecha de 2020', { start_date: '2020-01-01', end_date: null }, 'start_date', { message: START_PAST }),
    c('fin ayer', { start_date: today, end_date: addDays(today, -1) }, 'end_date'),
    c('fin antes del inicio', { start_date: addDays(today, 10), end_date: addDays(today, 5) }, 'end_date'),
    c('30 de febrero', { start_date: `${year + 1}-02-30`, end_date: null }, 'start_date'),
    c('fecha en formato dd/MM/YYYY', { start_date: `31/12/${year + 1}`, end_date: null }, 'start_date'),
    c('fecha en palabras', { start_date: 'mañana', end_date: null }, 'start_date'),
    c('fecha demasiado lejana', { start_date: addDays(today, 5 * 366), end_date: null }, 'start_date'),
    c('hora 25:00', { start_time: '25:00' }, 'start_time'),
    c('minuto 60', { start_time: '12:60' }, 'start_time'),
    c('hora de fin en palabras', { end_time: 'noon' }, 'end_time'),

    // ── Oversized ───────────────────────────────────────────────────────────────
    c('título de 201 caracteres', { title: repeat('a', 201) }, 'title'),
    c(
      'descripción de 5001 caracteres',
      { description: repeat('Texto largo. ', 400) + repeat('x', 200) },
      'description',
    ),
    c('dirección de 301 caracteres', { venue: repeat('C', 301) }, 'venue'),
    c('organizador de 301 caracteres', { organizer: repeat('O', 301) }, 'organizer'),
    c('localidad de 121 caracteres', { town: repeat('L', 121) }, 'town'),
    c('nombre de contacto de 201 caracteres', { submitted_by_name: repeat('N', 201) }, 'submitted_by_name'),
    c('cómo llegar de 1001 caracteres', { como_llegar: repeat('m', 1001) }, 'como_llegar'),
    c('recomendaciones de 2001 caracteres', { recomendaciones: repeat('r', 2001) }, 'recomendaciones'),
    c('enlace de 2049 caracteres', { info_url: `https://example.com/${repeat('p', 2030)}` }, 'info_url'),
    // Within every typed limit, over the events table's once stored (so it could never be approved).
    c(
      'descripción de 5000 «&» (25.000 caracteres guardada)',
      { description: repeat('&', 5000) },
      'description',
      { message: DESCRIPTION_TOO_LONG_STORED },
    ),
    c(
      'descripción de 5000 «<» en párrafos (más de 20.000 guardada)',
      { description: repeat('<<<<\n', 1000) },
      'description',
      { message: DESCRIPTION_TOO_LONG_STORED },
    ),
    c(
      'enlace de 400 «é» (2420 caracteres guardado)',
      { ticket_url: `https://example.com/${repeat('é', 400)}` },
      'ticket_url',
      { message: URL_TOO_LONG_STORED('Enlace de entradas') },
    ),
    c(
      'once categorías',
      {
        category_id: [
          'musica',
          'arte',
          'fiestas',
          'escenicos',
          'gastronomia',
          'deportes',
          'infantil',
          'ciencia',
          'literatura',
          'charlas',
          'visitas',
        ],
      },
      'category_id',
    ),
    c('precio de 100000', { price: 100000 }, 'price'),
    c('precio negativo', { price: -5 }, 'price'),
    c('precio con símbolo', { price: '12€' }, 'price'),
    c('precio en palabras', { price: 'gratis' }, 'price'),
    c('precio en notación científica', { price: '1e5' }, 'price'),

    // ── HTML and scripts ────────────────────────────────────────────────────────
    c('script en el título', { title: '<script>alert(1)</script>' }, 'title'),
    c('imagen con onerror en el título', { title: 'Fiesta <img src=x onerror=alert(1)>' }, 'title'),
    c(
      'enlace javascript en la dirección',
      { venue: '<a href="javascript:alert(1)">Calle Mayor</a>' },
      'venue',
    ),
    c('onmouseover en el organizador', { organizer: '<b onmouseover=alert(1)>Org</b>' }, 'organizer'),
    c('svg onload en el nombre', { submitted_by_name: '<svg onload=alert(1)>' }, 'submitted_by_name'),
    c(
      'iframe en el barrio',
      { neighborhood: '<iframe src="https://evil.example"></iframe>' },
      'neighborhood',
    ),
    c('descripción solo script', { description: '<script>alert("hackeado")</script>' }, 'description'),
    c(
      'descripción de manejadores de eventos',
      {
        description:
          '<img src=x onerror=alert(1)><iframe src="javascript:alert(1)"></iframe><body onload=alert(1)>',
      },
      'description',
    ),
    c(
      'descripción de estilo',
      { description: '<style>body{display:none}</style><p>hola</p>' },
      'description',
    ),

    // ── Links ───────────────────────────────────────────────────────────────────
    c('enlace javascript', { info_url: 'javascript:alert(1)' }, 'info_url'),
    c('enlace ftp', { info_url: 'ftp://example.com/programa.pdf' }, 'info_url'),
    c('enlace data', { ticket_url: 'data:text/html,<script>alert(1)</script>' }, 'ticket_url'),
    c('enlace sin esquema', { info_url: 'www.example.com' }, 'info_url'),
    c('enlace sin host', { ticket_url: 'https://' }, 'ticket_url'),
    c('enlace con credenciales', { info_url: 'http://usuario:clave@example.com' }, 'info_url'),
    c('enlace con espacios', { info_url: 'https://exa mple.com' }, 'info_url'),
    c('enlace vbscript', { ticket_url: 'vbscript:msgbox(1)' }, 'ticket_url'),

    // ── E-mail ──────────────────────────────────────────────────────────────────
    c('email sin arroba', { submitted_by_email: 'no-es-un-email' }, 'submitted_by_email'),
    c('email sin dominio', { submitted_by_email: 'ana@' }, 'submitted_by_email'),
    c('email sin TLD', { submitted_by_email: 'ana@example' }, 'submitted_by_email'),
    c(
      'email con dos puntos seguidos',
      { submitted_by_email: 'ana..perez@example.com' },
      'submitted_by_email',
    ),
    c('email con emoji', { submitted_by_email: '😀@example.com' }, 'submitted_by_email'),
    c(
      'email demasiado largo',
      { submitted_by_email: `${repeat('a', 250)}@example.com` },
      'submitted_by_email',
    ),

    // ── Taxonomy ────────────────────────────────────────────────────────────────
    c('categoría sin definir', { category_id: ['conciertos'] }, 'category_id'),
    c('categoría inventada', { category_id: ['musica', 'rock'] }, 'category_id'),
    c('subcategoría inventada', { subcategory: ['inexistente'] }, 'subcategory'),

    // ── Unicode oddities ────────────────────────────────────────────────────────
    c('override RTL en el título', { title: '\u202eotreicnoC' }, 'title'),
    c('marca RLM en el título', { title: 'Concierto\u200f' }, 'title'),
    c('aislamiento bidi en la dirección', { venue: 'Calle \u2066Mayor\u2069 3' }, 'venue'),
    c('título de espacios de ancho cero', { title: '\u200b\u200b\u200b' }, 'title', {
      requiredLabels: ['Nombre del evento'],
    }),
    c('título BOM', { title: '\ufeff' }, 'title', { requiredLabels: ['Nombre del evento'] }),
    c('NUL en el título', { title: 'Fiesta\u0000' }, 'title'),
    c('NUL en la descripción', { description: `${desc}\u0000` }, 'description'),
    c('campana en el nombre', { submitted_by_name: 'Ana\u0007' }, 'submitted_by_name'),
    c('control C1 en el título', { title: 'Fiesta\u0085mayor' }, 'title'),
    c('texto zalgo en el título', { title: `Fiesta a${repeat('\u0301', 50)}` }, 'title'),
    c('título solo de signos combinados', { title: '\u0301\u0302\u0303' }, 'title', {
      requiredLabels: ['Nombre del evento'],
    }),
    c('título de 201 emojis', { title: repeat('🎉', 201) }, 'title'),
    c('hora en emoji', { start_time: '🕐' }, 'start_time'),
    c('precio en emoji', { price: '💶' }, 'price'),
    c('localidad de ancho cero', { town: '\u200b' }, 'town', { requiredLabels: ['Localidad'] }),
    c('sustituto suelto en el organizador', { organizer: 'Org \ud800' }, 'organizer'),
    c('categoría con NUL', { category_id: ['musica\u0000'] }, 'category_id'),

    // ── Series (the database's own rules and messages) ───────────────────────────
    c('serie anual', { recurrence_rule: 'FREQ=YEARLY;COUNT=3' }, 'recurrence_rule', {
      message: RECURRENCE_MESSAGES.freq,
    }),
    c('serie de más de un año', { recurrence_rule: weekly(addDays(start, 400)) }, 'recurrence_rule', {
      message: RECURRENCE_MESSAGES.tooLong,
    }),
    c(
      'serie de 60 fechas semanales',
      { recurrence_rule: `FREQ=WEEKLY;BYDAY=${weekday};COUNT=60` },
      'recurrence_rule',
      {
        message: RECURRENCE_MESSAGES.tooLong,
      },
    ),
    c(
      'serie cuyo primer día no es la fecha de inicio',
      { recurrence_rule: `FREQ=WEEKLY;BYDAY=${otherWeekday};COUNT=4` },
      'recurrence_rule',
      { message: RECURRENCE_MESSAGES.startNotFirst },
    ),
    c('serie sin final', { recurrence_rule: `FREQ=WEEKLY;BYDAY=${weekday}` }, 'recurrence_rule', {
      message: RECURRENCE_MESSAGES.countOrUntil,
    }),
    c(
      'serie con final y número de fechas',
      { recurrence_rule: 'FREQ=DAILY;COUNT=3;UNTIL=20990101' },
      'recurrence_rule',
      {
        message: RECURRENCE_MESSAGES.countOrUntil,
      },
    ),
    c('serie con intervalo cero', { recurrence_rule: 'FREQ=DAILY;INTERVAL=0;COUNT=3' }, 'recurrence_rule', {
      message: RECURRENCE_MESSAGES.interval,
    }),
    c(
      'serie semanal con «primer sábado»',
      { recurrence_rule: `FREQ=WEEKLY;BYDAY=1${weekday};COUNT=3` },
      'recurrence_rule',
      { message: RECURRENCE_MESSAGES.ordinalNotMonthly },
    ),
    c('serie con BYSETPOS', { recurrence_rule: 'FREQ=MONTHLY;BYSETPOS=1;COUNT=3' }, 'recurrence_rule'),
    c('serie en palabras', { recurrence_rule: 'cada jueves' }, 'recurrence_rule'),
    c('serie con HTML', { recurrence_rule: '<script>alert(1)</script>' }, 'recurrence_rule'),
    c('serie que no es texto', { recurrence_rule: 5 }, 'recurrence_rule'),
    c('serie con NUL', { recurrence_rule: 'FREQ=DAILY;COUNT=3\u0000' }, 'recurrence_rule'),
    c(
      'serie de 201 caracteres',
      { recurrence_rule: `FREQ=DAILY;COUNT=3;${repeat('X', 190)}` },
      'recurrence_rule',
    ),
    c(
      'serie con todas sus fechas excluidas',
      { recurrence_rule: 'FREQ=DAILY;COUNT=2', recurrence_exdates: [start, addDays(start, 1)] },
      'recurrence_rule',
      { message: RECURRENCE_MESSAGES.allExcluded },
    ),
    c(
      'fechas excluidas que no son una lista',
      { recurrence_rule: weekly(addDays(start, 28)), recurrence_exdates: addDays(start, 7) },
      'recurrence_exdates',
    ),
    c(
      'fecha excluida imposible',
      { recurrence_rule: weekly(addDays(start, 28)), recurrence_exdates: [`${year + 1}-02-30`] },
      'recurrence_exdates',
    ),
    c(
      'fecha excluida en otro formato',
      { recurrence_rule: weekly(addDays(start, 28)), recurrence_exdates: ['03/12/2026'] },
      'recurrence_exdates',
    ),

    // ── Anti-spam ───────────────────────────────────────────────────────────────
    c('honeypot con URL', { website: 'http://spam.example' }, 'website'),
    c('honeypot con texto', { website: 'x' }, 'website'),
    c('enviado al instante', { form_started_at: now }, 'form_started_at'),
    c('enviado en un segundo', { form_started_at: now - 1000 }, 'form_started_at'),
    c('inicio de formulario en el futuro', { form_started_at: now + 60_000 }, 'form_started_at'),
  ];
}
