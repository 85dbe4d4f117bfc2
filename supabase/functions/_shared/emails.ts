/**
 * The e-mails the functions send, in Spanish, with the city's name. Pure: each returns
 * {subject, html, text}; every user-supplied value is escaped in the HTML part.
 */
import { categoryName } from './categories.ts';
import { formatDateEs } from './dates.ts';
import { escapeHtml, htmlToText } from './sanitize.ts';
import { describeRecurrence } from './series_view.ts';
import type { CleanSubmission } from './submission_types.ts';

export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

/** 'Agenda Norte Bilbao', or 'Agenda Norte' when the city is not known. */
export function brand(cityName: string | null | undefined): string {
  return cityName ? `Agenda Norte ${cityName}` : 'Agenda Norte';
}

// deno-lint-ignore no-control-regex
const CONTROL_RUN = /[\u0000-\u001f\u007f-\u009f]+/g;

/** Subjects are one line, without control characters, at most 200 characters. */
function subjectLine(text: string): string {
  const clean = text.replace(CONTROL_RUN, ' ').replace(/\s+/g, ' ').trim();
  return clean.length > 200 ? `${clean.slice(0, 197)}...` : clean;
}

function layout(cityName: string | null, heading: string, bodyHtml: string): string {
  return [
    '<!doctype html>',
    '<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(heading)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1c28;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<p style="margin:0 0 16px;font-weight:bold;color:#c8102e">${escapeHtml(brand(cityName))}</p>`,
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>`,
    bodyHtml,
    '<p style="margin:24px 0 0;font-size:12px;color:#57534e">Este mensaje se ha enviado automáticamente. Por favor, no respondas a este correo.</p>',
    '</div></body></html>',
  ].join('\n');
}

const p = (html: string) => `<p style="margin:0 0 12px">${html}</p>`;
const button = (href: string, label: string) =>
  `<p style="margin:20px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#c8102e;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;

function greeting(name: string | null | undefined): string {
  return name ? `Hola, ${name}:` : 'Hola:';
}

/** The first day and times; a series' end_date is its last date, told apart by seriesText. */
function whenText(
  s: Pick<CleanSubmission, 'start_date' | 'start_time' | 'end_date' | 'end_time' | 'recurrence_rule'>,
): string {
  const endDate = s.recurrence_rule ? null : s.end_date;
  let out = `${formatDateEs(s.start_date)} a las ${s.start_time}`;
  if (endDate && endDate !== s.start_date) out += ` hasta el ${formatDateEs(endDate)}`;
  if (s.end_time) out += `${endDate && endDate !== s.start_date ? ' a las' : ' hasta las'} ${s.end_time}`;
  return out;
}

/**
 * A series' rhythm, how many dates it has and its span: 'Cada jueves · 12 fechas, del 03/12/2026 al
 * 18/02/2027'; null for a single event. Without the count (`dates` unknown) the count is left out.
 */
export function seriesText(s: CleanSubmission, dates?: number): string | null {
  if (!s.recurrence_rule) return null;
  const rhythm = describeRecurrence(s.recurrence_rule, s.recurrence_exdates?.length ?? 0, dates ?? 0);
  const span = s.end_date
    ? `del ${formatDateEs(s.start_date)} al ${formatDateEs(s.end_date)}`
    : `desde el ${formatDateEs(s.start_date)}`;
  const count = dates === undefined ? '' : `${dates} ${dates === 1 ? 'fecha' : 'fechas'}, `;
  return `${rhythm} · ${count}${span}`;
}

function placeText(s: Pick<CleanSubmission, 'venue' | 'neighborhood' | 'town'>): string {
  return [s.venue, s.neighborhood, s.town].filter((x): x is string => !!x).join(', ');
}

function priceText(s: Pick<CleanSubmission, 'is_free' | 'price'>): string {
  if (s.is_free) return 'Gratis';
  if (s.price === null) return 'Sin indicar';
  return `${s.price.toLocaleString('es-ES', { minimumFractionDigits: 0, maximumFractionDigits: 2 })} €`;
}

/** [label, value] rows describing a submission (values are plain text). */
function submissionRows(s: CleanSubmission, dates?: number): Array<[string, string]> {
  const series = seriesText(s, dates);
  const rows: Array<[string, string]> = [
    ['Nombre del evento', s.title],
    ['Cuándo', whenText(s)],
    ...(series ? [['Se repite', series] as [string, string]] : []),
    ['Dónde', placeText(s)],
    ['Categorías', s.category_id.map(categoryName).join(', ')],
  ];
  if (s.subcategory.length > 0) rows.push(['Subcategoría', s.subcategory.map(categoryName).join(', ')]);
  rows.push(['Precio', priceText(s)]);
  if (s.organizer) rows.push(['Organizador', s.organizer]);
  if (s.info_url) rows.push(['Enlace', s.info_url]);
  if (s.como_llegar) rows.push(['Cómo llegar', s.como_llegar]);
  if (s.recomendaciones) rows.push(['Recomendaciones', s.recomendaciones]);
  rows.push(['Quiere destacarlo', s.wants_featured ? 'Sí (donativo; hay que contactar)' : 'No']);
  rows.push([
    'Contacto',
    [s.submitted_by_name, s.submitted_by_email].filter(Boolean).join(' · ') || 'Sin datos de contacto',
  ]);
  return rows;
}

function rowsHtml(rows: Array<[string, string]>): string {
  return `<table style="border-collapse:collapse;width:100%;margin:0 0 16px">${rows
    .map(
      ([k, v]) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:4px 8px 4px 0;white-space:nowrap">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('')}</table>`;
}

function rowsText(rows: Array<[string, string]>): string {
  return rows.map(([k, v]) => `${k}: ${v}`).join('\n');
}

/** To the moderation team: a new submission to review (`dates`: a series' number of dates). */
export function moderationEmail(
  s: CleanSubmission,
  opts: { submissionId: string; cityName: string | null; dates?: number },
): EmailContent {
  const heading = 'Nuevo evento pendiente de revisión';
  const rows = submissionRows(s, opts.dates);
  const descriptionText = htmlToText(s.description);
  const html = layout(
    opts.cityName,
    heading,
    [
      p(
        `Se ha recibido una propuesta de evento para ${escapeHtml(brand(opts.cityName))}. Revísala desde la cola de moderación de la app.`,
      ),
      rowsHtml(rows),
      `<p style="margin:0 0 4px;font-weight:bold">Descripción</p>`,
      `<div style="margin:0 0 16px;padding:12px;background:#f5f5f4;border-radius:6px">${s.description}</div>`,
      p(`Referencia de la propuesta: <code>${escapeHtml(opts.submissionId)}</code>`),
    ].join('\n'),
  );
  const text = [
    `${heading} (${brand(opts.cityName)})`,
    '',
    rowsText(rows),
    '',
    'Descripción:',
    descriptionText,
    '',
    `Referencia de la propuesta: ${opts.submissionId}`,
  ].join('\n');
  return {
    subject: subjectLine(`Nuevo evento para revisar en ${brand(opts.cityName)}: ${s.title}`),
    html,
    text,
  };
}

/** To the submitter: we have received your event (`dates`: a series' number of dates). */
export function receiptEmail(
  s: CleanSubmission,
  opts: { cityName: string | null; dates?: number },
): EmailContent {
  const heading = 'Hemos recibido tu evento';
  const rows = submissionRows(s, opts.dates).filter(([k]) => k !== 'Contacto' && k !== 'Quiere destacarlo');
  const featured = s.wants_featured
    ? 'Nos has indicado que quieres destacar tu evento: nuestro equipo se pondrá en contacto contigo para hablar del donativo.'
    : null;
  const intro = `Gracias por compartir tu evento con la comunidad de ${brand(opts.cityName)}. Nuestro equipo lo revisará y, si cumple nuestras condiciones de uso, lo publicará pronto. Te escribiremos cuando esté revisado.`;
  const html = layout(
    opts.cityName,
    heading,
    [
      p(escapeHtml(greeting(s.submitted_by_name))),
      p(escapeHtml(intro)),
      rowsHtml(rows),
      featured ? p(escapeHtml(featured)) : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  const text = [
    greeting(s.submitted_by_name),
    '',
    intro,
    '',
    rowsText(rows),
    ...(featured ? ['', featured] : []),
    '',
    `— El equipo de ${brand(opts.cityName)}`,
  ].join('\n');
  return {
    subject: subjectLine(`Hemos recibido tu evento «${s.title}» · ${brand(opts.cityName)}`),
    html,
    text,
  };
}

/** To the submitter: the event is published. */
export function approvedEmail(opts: {
  name: string | null;
  title: string;
  cityName: string | null;
  eventUrl: string;
}): EmailContent {
  const heading = '¡Tu evento ya está publicado!';
  const intro = `Tu evento «${opts.title}» ya está publicado en ${brand(opts.cityName)}. ¡Gracias por compartirlo con la comunidad!`;
  const html = layout(
    opts.cityName,
    heading,
    [
      p(escapeHtml(greeting(opts.name))),
      p(escapeHtml(intro)),
      button(opts.eventUrl, 'Ver mi evento'),
      p(`O copia este enlace: ${escapeHtml(opts.eventUrl)}`),
    ].join('\n'),
  );
  const text = [
    greeting(opts.name),
    '',
    intro,
    '',
    `Puedes verlo aquí: ${opts.eventUrl}`,
    '',
    `— El equipo de ${brand(opts.cityName)}`,
  ].join('\n');
  return {
    subject: subjectLine(`Tu evento «${opts.title}» ya está publicado · ${brand(opts.cityName)}`),
    html,
    text,
  };
}

/** To the submitter: the event was not published, and why. */
export function rejectedEmail(opts: {
  name: string | null;
  title: string;
  cityName: string | null;
  reason: string;
}): EmailContent {
  const heading = 'Tu evento no se ha publicado';
  const intro = `Hemos revisado tu evento «${opts.title}» y esta vez no lo hemos podido publicar en ${brand(opts.cityName)}.`;
  const outro =
    'Si crees que se trata de un error, puedes corregirlo y enviarlo de nuevo desde la página «Añadir evento».';
  const html = layout(
    opts.cityName,
    heading,
    [
      p(escapeHtml(greeting(opts.name))),
      p(escapeHtml(intro)),
      p(`<strong>Motivo:</strong> ${escapeHtml(opts.reason).replace(/\n/g, '<br>')}`),
      p(escapeHtml(outro)),
    ].join('\n'),
  );
  const text = [
    greeting(opts.name),
    '',
    intro,
    '',
    `Motivo: ${opts.reason}`,
    '',
    outro,
    '',
    `— El equipo de ${brand(opts.cityName)}`,
  ].join('\n');
  return {
    subject: subjectLine(`Tu evento «${opts.title}» no se ha publicado · ${brand(opts.cityName)}`),
    html,
    text,
  };
}

/** To the account holder: confirm the deletion of the account. */
export function deleteConfirmationEmail(opts: {
  cityName: string | null;
  link: string;
  hours: number;
}): EmailContent {
  const heading = 'Confirma la baja de tu cuenta';
  const intro = `Hemos recibido una solicitud para eliminar tu cuenta de ${brand(opts.cityName)}. Si la confirmas, borraremos tu cuenta y todos tus datos (favoritos, puntos, preferencias de la newsletter y perfil). Esta acción no se puede deshacer.`;
  const expiry = `El enlace caduca en ${opts.hours} horas y solo se puede usar una vez.`;
  const ignore = 'Si no has sido tú, ignora este mensaje: tu cuenta seguirá activa.';
  const html = layout(
    opts.cityName,
    heading,
    [
      p(escapeHtml(intro)),
      button(opts.link, 'Confirmar la baja'),
      p(`O copia este enlace en tu navegador: ${escapeHtml(opts.link)}`),
      p(escapeHtml(expiry)),
      p(escapeHtml(ignore)),
    ].join('\n'),
  );
  const text = [
    intro,
    '',
    `Para confirmar la baja, abre este enlace: ${opts.link}`,
    '',
    expiry,
    ignore,
    '',
    `— El equipo de ${brand(opts.cityName)}`,
  ].join('\n');
  return { subject: subjectLine(`Confirma la baja de tu cuenta en ${brand(opts.cityName)}`), html, text };
}

/** To the former account holder: the account is gone. */
export function accountDeletedEmail(opts: { cityName: string | null }): EmailContent {
  const heading = 'Tu cuenta se ha eliminado';
  const intro = `Hemos eliminado tu cuenta de ${brand(opts.cityName)} y todos tus datos. Sentimos verte marchar: si algún día quieres volver, podrás crear una cuenta nueva cuando quieras.`;
  const html = layout(opts.cityName, heading, p(escapeHtml(intro)));
  const text = [intro, '', `— El equipo de ${brand(opts.cityName)}`].join('\n');
  return { subject: subjectLine(`Tu cuenta de ${brand(opts.cityName)} se ha eliminado`), html, text };
}
