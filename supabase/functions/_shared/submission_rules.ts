/**
 * The add-event rules both sides state: limits, the fields' Spanish names, the required fields and
 * every message. validateSubmission() (validation.ts) applies them on the server, and the add-event
 * form (src/features/submissions/domain) shows the same names and words. Pure and library-free, so the
 * form imports it without the server's sanitiser.
 *
 * The Spanish tables (FIELD_LABELS, MESSAGES) are what the edge functions answer; the Basque ones
 * (FIELD_LABELS_EU, MESSAGES_EU, same keys) are for the form on Basque pages: submissionMessages(language).
 */
import type { Language } from './languages.ts';

// ── Limits ─────────────────────────────────────────────────────────────────────
export const MIN_DESCRIPTION_CHARS = 15;
/** A human needs at least this long to fill the form (form_started_at → now). */
export const MIN_FILL_MS = 3000;
/** form_started_at is optional: the description's client does not send it; when sent, it is enforced. */
export const REQUIRE_FORM_STARTED_AT = false;
/** Events further ahead than this are refused as typos (e.g. year 2206). */
export const MAX_DAYS_AHEAD = 3 * 366;
export const MAX_CATEGORIES = 10;
export const MAX_SUBCATEGORIES = 10;
export const MAX_PRICE = 99999.99;
/** The events table's limit on info_url and ticket_url, checked on the link as stored (see readUrl). */
export const MAX_URL_LENGTH = 2048;
/** A series' rule is a few short parts; anything longer is not one the form wrote. */
export const MAX_RULE_LENGTH = 200;
/** A series lasts at most a year, so it cannot skip more days than a year has. */
export const MAX_EXDATES = 366;
/** More combining marks than this in a row on one letter is "Zalgo" text, not a language. */
export const MAX_COMBINING_RUN = 3;

export const LIMITS = {
  title: 200,
  description: 5000,
  venue: 300,
  town: 120,
  neighborhood: 120,
  organizer: 300,
  recomendaciones: 2000,
  como_llegar: 1000,
  submitted_by_name: 200,
  submitted_by_email: 254,
} as const;

/**
 * The events table's limits on the columns public.review_submission() fills from the payload
 * (supabase/migrations/20261122000100_events.sql and 20261127000100_recurring_events.sql; the
 * migrations' constraints are read back by tests/functions/submission-limits.test.ts, so the two
 * cannot drift apart). Lengths are in characters (code points, as Postgres' char_length counts);
 * categories and skipped days are list sizes. `address` holds the venue.
 */
export const EVENT_COLUMN_LIMITS = {
  title: 300,
  description: 20000,
  venue: 300,
  town: 120,
  neighborhood: 120,
  address: 500,
  organizer: 300,
  como_llegar: 2000,
  recomendaciones: 5000,
  info_url: MAX_URL_LENGTH,
  ticket_url: MAX_URL_LENGTH,
  recurrence_rule: 300,
  category_id: 20,
  subcategory: 30,
  recurrence_exdates: 366,
} as const;

// ── Labels and messages (Spanish; the description's wording where it gives one) ──
export const FIELD_LABELS: Record<string, string> = {
  title: 'Nombre del evento',
  start_date: 'Fecha de inicio',
  start_time: 'Hora de inicio',
  town: 'Localidad',
  category_id: 'Categorías',
  description: 'Descripción (mínimo 15 caracteres)',
  venue: 'Dirección',
  end_date: 'Fecha de fin',
  end_time: 'Hora de fin',
  neighborhood: 'Barrio',
  subcategory: 'Subcategoría',
  price: 'Precio',
  is_free: 'Gratis',
  organizer: 'Organizador',
  info_url: 'Enlace del evento',
  ticket_url: 'Enlace de entradas',
  como_llegar: 'Cómo llegar',
  recomendaciones: 'Recomendaciones',
  recurrence_rule: 'Repetición',
  recurrence_exdates: 'Fechas sin evento de la serie',
  wants_featured: 'Quiero destacar mi evento',
  submitted_by_name: 'Nombre de contacto',
  submitted_by_email: 'Email de contacto',
  website: 'Sitio web',
  form_started_at: 'Formulario',
};

/** The mandatory fields, in the order the description lists their names. */
export const REQUIRED_FIELDS = [
  'title',
  'start_date',
  'start_time',
  'town',
  'category_id',
  'description',
  'venue',
] as const;

/** A value fit to quote back in a message: no control or format characters, at most 40 characters. */
function printable(value: string): string {
  return Array.from(value.replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, ''))
    .slice(0, 40)
    .join('');
}

const label = (field: string) => FIELD_LABELS[field] ?? field;
/** A count as Spanish writes it: a point between thousands from five digits on (2048, 20.000). */
const spanishCount = (n: number) => (n >= 10000 ? String(n).replace(/\B(?=(\d{3})+$)/g, '.') : String(n));
const quoted = (field: string) => `«${label(field).replace(/ \(mínimo 15 caracteres\)$/, '')}»`;

export const MESSAGES = {
  required: (missing: readonly string[]) =>
    `Por favor, revisa los siguientes campos obligatorios: ${missing.map(label).join(', ')}`,
  requiredField: (field: string) => `Este campo es obligatorio: ${quoted(field)}.`,
  descriptionTooShort: `La descripción debe tener al menos ${MIN_DESCRIPTION_CHARS} caracteres.`,
  startPast:
    'La fecha del evento no puede ser anterior a hoy. ¡Elige una fecha futura para que todos puedan disfrutar!',
  endPast:
    'La fecha de fin no puede ser anterior a hoy. ¡Elige una fecha futura para que todos puedan disfrutar!',
  endBeforeStart:
    'La fecha de fin no puede ser anterior a la fecha de inicio. Revisa las fechas de tu evento.',
  tooFarAhead: (field: string, max: string) => `El campo ${quoted(field)} no puede ser posterior al ${max}.`,
  invalidDate: (field: string) => `El campo ${quoted(field)} no es una fecha válida.`,
  invalidTime: (field: string) => `El campo ${quoted(field)} no es una hora válida (formato HH:MM).`,
  notText: (field: string) => `El campo ${quoted(field)} debe ser un texto.`,
  notBoolean: (field: string) => `El campo ${quoted(field)} debe ser verdadero o falso.`,
  notList: 'Las categorías deben enviarse como una lista.',
  tooLong: (field: string, max: number) => `El campo ${quoted(field)} admite como máximo ${max} caracteres.`,
  tooLongStored: (field: string, max: number) =>
    `El campo ${quoted(field)} es demasiado largo una vez guardado (máximo ${spanishCount(max)} caracteres).`,
  descriptionTooLongStored: `La descripción es demasiado larga una vez guardada (máximo ${spanishCount(
    EVENT_COLUMN_LIMITS.description,
  )} caracteres). Los símbolos como & o < ocupan varios caracteres al guardarse.`,
  tooManyStored: (field: string, max: number) =>
    `El campo ${quoted(field)} admite como máximo ${max} elementos.`,
  html: (field: string) => `El campo ${quoted(field)} no puede contener etiquetas HTML.`,
  control: (field: string) => `El campo ${quoted(field)} contiene caracteres no permitidos.`,
  bidi: (field: string) => `El campo ${quoted(field)} contiene marcas de dirección de texto no permitidas.`,
  combining: (field: string) => `El campo ${quoted(field)} contiene demasiados signos combinados seguidos.`,
  unknownCategory: (id: string) => `Categoría desconocida: «${printable(id)}».`,
  unknownSubcategory: (id: string) => `Subcategoría desconocida: «${printable(id)}».`,
  tooManyCategories: `Elige como máximo ${MAX_CATEGORIES} categorías.`,
  tooManySubcategories: `Elige como máximo ${MAX_SUBCATEGORIES} subcategorías.`,
  price: 'El precio debe ser un número igual o mayor que 0 (solo cifras).',
  priceTooHigh: 'El precio no puede superar 99.999,99 €.',
  url: (field: string) =>
    `El campo ${quoted(field)} debe ser una dirección web completa que empiece por http:// o https://.`,
  email: 'El email de contacto no es válido.',
  exdates: 'Las fechas sin evento de la serie deben ser una lista de fechas (AAAA-MM-DD).',
  tooManyExdates: `Una serie puede saltarse como mucho ${MAX_EXDATES} fechas.`,
  honeypot: 'No se ha podido enviar el formulario. Recarga la página e inténtalo de nuevo.',
  tooFast: 'Has enviado el formulario demasiado rápido. Espera unos segundos e inténtalo de nuevo.',
  notObject: 'La petición no es válida: el cuerpo debe ser un objeto JSON.',
} as const;

// ── The same labels and messages in Basque (the form on /eu pages; the edge functions answer in Spanish) ──
export const FIELD_LABELS_EU: Record<string, string> = {
  title: 'Ekitaldiaren izena',
  start_date: 'Hasiera-data',
  start_time: 'Hasiera-ordua',
  town: 'Herria',
  category_id: 'Kategoriak',
  description: 'Deskribapena (gutxienez 15 karaktere)',
  venue: 'Helbidea',
  end_date: 'Amaiera-data',
  end_time: 'Amaiera-ordua',
  neighborhood: 'Auzoa',
  subcategory: 'Azpikategoria',
  price: 'Prezioa',
  is_free: 'Doan',
  organizer: 'Antolatzailea',
  info_url: 'Ekitaldiaren esteka',
  ticket_url: 'Sarreren esteka',
  como_llegar: 'Nola iritsi',
  recomendaciones: 'Gomendioak',
  recurrence_rule: 'Errepikapena',
  recurrence_exdates: 'Serieko ekitaldirik gabeko datak',
  wants_featured: 'Nire ekitaldia nabarmendu nahi dut',
  submitted_by_name: 'Harremanetarako izena',
  submitted_by_email: 'Harremanetarako emaila',
  website: 'Webgunea',
  form_started_at: 'Formularioa',
};

const labelEu = (field: string) => FIELD_LABELS_EU[field] ?? field;
/** The field's name quoted, without the description's hint (counts are written as in Spanish: 20.000). */
const quotedEu = (field: string) => `«${labelEu(field).replace(/ \(gutxienez 15 karaktere\)$/, '')}»`;

/** Each message of MESSAGES, in the same shape (a text, or a function of the same arguments). */
export type SubmissionMessages = {
  [K in keyof typeof MESSAGES]: (typeof MESSAGES)[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : string;
};

export const MESSAGES_EU: SubmissionMessages = {
  required: (missing: readonly string[]) =>
    `Mesedez, berrikusi derrigorrezko eremu hauek: ${missing.map(labelEu).join(', ')}`,
  requiredField: (field: string) => `Eremu hau derrigorrezkoa da: ${quotedEu(field)}.`,
  descriptionTooShort: `Deskribapenak gutxienez ${MIN_DESCRIPTION_CHARS} karaktere izan behar ditu.`,
  startPast:
    'Ekitaldiaren data ezin da gaur baino lehenagokoa izan. Aukeratu etorkizuneko data bat, denek goza dezaten!',
  endPast:
    'Amaiera-data ezin da gaur baino lehenagokoa izan. Aukeratu etorkizuneko data bat, denek goza dezaten!',
  endBeforeStart: 'Amaiera-data ezin da hasiera-data baino lehenagokoa izan. Berrikusi ekitaldiaren datak.',
  tooFarAhead: (field: string, max: string) =>
    `${quotedEu(field)} eremua ezin da ${max} baino geroagokoa izan.`,
  invalidDate: (field: string) => `${quotedEu(field)} eremua ez da data baliozkoa.`,
  invalidTime: (field: string) => `${quotedEu(field)} eremua ez da ordu baliozkoa (OO:MM formatua).`,
  notText: (field: string) => `${quotedEu(field)} eremuak testua izan behar du.`,
  notBoolean: (field: string) => `${quotedEu(field)} eremuak egia edo gezurra izan behar du.`,
  notList: 'Kategoriak zerrenda gisa bidali behar dira.',
  tooLong: (field: string, max: number) =>
    `${quotedEu(field)} eremuak gehienez ${max} karaktere onartzen ditu.`,
  tooLongStored: (field: string, max: number) =>
    `${quotedEu(field)} eremua luzeegia da gorde ondoren (gehienez ${spanishCount(max)} karaktere).`,
  descriptionTooLongStored: `Deskribapena luzeegia da gorde ondoren (gehienez ${spanishCount(
    EVENT_COLUMN_LIMITS.description,
  )} karaktere). & edo < bezalako ikurrek karaktere bat baino gehiago hartzen dute gordetzean.`,
  tooManyStored: (field: string, max: number) =>
    `${quotedEu(field)} eremuak gehienez ${max} elementu onartzen ditu.`,
  html: (field: string) => `${quotedEu(field)} eremuak ezin du HTML etiketarik izan.`,
  control: (field: string) => `${quotedEu(field)} eremuak onartzen ez diren karaktereak ditu.`,
  bidi: (field: string) => `${quotedEu(field)} eremuak onartzen ez diren testu-norabideko markak ditu.`,
  combining: (field: string) => `${quotedEu(field)} eremuak zeinu konbinatu gehiegi ditu jarraian.`,
  unknownCategory: (id: string) => `Kategoria ezezaguna: «${printable(id)}».`,
  unknownSubcategory: (id: string) => `Azpikategoria ezezaguna: «${printable(id)}».`,
  tooManyCategories: `Aukeratu gehienez ${MAX_CATEGORIES} kategoria.`,
  tooManySubcategories: `Aukeratu gehienez ${MAX_SUBCATEGORIES} azpikategoria.`,
  price: 'Prezioak 0 edo handiagoa den zenbaki bat izan behar du (zifrak soilik).',
  priceTooHigh: 'Prezioa ezin da 99.999,99 € baino handiagoa izan.',
  url: (field: string) =>
    `${quotedEu(field)} eremuak web helbide osoa izan behar du, http:// edo https:// hasierarekin.`,
  email: 'Harremanetarako emaila ez da baliozkoa.',
  exdates: 'Serieko ekitaldirik gabeko datek data-zerrenda bat izan behar dute (UUUU-HH-EE).',
  tooManyExdates: `Serie batek gehienez ${MAX_EXDATES} data salta ditzake.`,
  honeypot: 'Ezin izan da formularioa bidali. Kargatu berriro orria eta saiatu berriro.',
  tooFast: 'Formularioa azkarregi bidali duzu. Itxaron segundo batzuk eta saiatu berriro.',
  notObject: 'Eskaera ez da baliozkoa: gorputzak JSON objektu bat izan behar du.',
};

/** The field labels in a language (Spanish by default, as the edge functions answer). */
export const fieldLabels = (language: Language = 'es'): Record<string, string> =>
  language === 'eu' ? FIELD_LABELS_EU : FIELD_LABELS;

/** The messages in a language (Spanish by default, as the edge functions answer). */
export const submissionMessages = (language: Language = 'es'): SubmissionMessages =>
  language === 'eu' ? MESSAGES_EU : MESSAGES;
