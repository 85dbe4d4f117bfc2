/** A row of event_submissions and what the moderation screens read from its payload. Pure. */
import { dateCount, firstDatesText, seriesDayLabel } from '@/features/submissions';
import { mapEventRow, spanishNames, type EventItem, type EventRow } from '@/features/events';
import type { Tables } from '../../../../supabase/functions/_shared/database.types.ts';
import { decodeEntities } from '../../../../supabase/functions/_shared/html_entities.ts';
import { lookalikeLink } from '../../../../supabase/functions/_shared/lookalike_host.ts';
import { madridParts, pad2 } from '../../../../supabase/functions/_shared/madrid_time.ts';
import {
  normalizeRule,
  recurrenceDates,
  recurrenceProblem,
} from '../../../../supabase/functions/_shared/recurrence.ts';
import { describeRecurrence } from '../../../../supabase/functions/_shared/series_view.ts';
import {
  describeRecurrenceEu,
  MONTHS_EU,
  yearEu,
} from '../../../../supabase/functions/_shared/basque_text.ts';
import { getLocale } from '@/i18n/locale';
import { m } from '@/i18n/paraglide/messages.js';

/** A row of SUBMISSION_COLUMNS; `payload`, the body submit-event validated, is an object (a table check). */
export type Submission = Omit<Tables<'event_submissions'>, 'submitter_ip_hash' | 'payload'> & {
  payload: Readonly<Record<string, unknown>>;
};

export const SUBMISSION_COLUMNS =
  'id, payload, status, submitted_by_email, submitted_by_name, created_at, reviewed_at, reviewed_by, rejection_reason, event_id';

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export function submissionTitle(submission: Pick<Submission, 'payload'>): string {
  return str(submission.payload.title)?.trim() || m.moderation_untitled();
}

// ── The series, expanded as the database does on approval: the moderator reviews the dates to publish.

/** The payload's series, null for a single event (no rule); `dates` is [] when `problem` says why. */
export function submissionSeries(submission: Pick<Submission, 'payload'>) {
  const p = submission.payload;
  const rule = typeof p.recurrence_rule === 'string' ? normalizeRule(p.recurrence_rule) : '';
  if (rule === '') return null;
  const exdates = strings(p.recurrence_exdates);
  const start = str(p.start_date) ?? '';
  const problem = recurrenceProblem(start, rule, exdates, getLocale());
  const dates = problem === null ? recurrenceDates(start, rule, exdates) : [];
  const describe = getLocale() === 'eu' ? describeRecurrenceEu : describeRecurrence;
  return { rule, exdates, dates, rhythm: describe(rule, exdates.length, dates.length), problem };
}

export type SubmissionSeries = NonNullable<ReturnType<typeof submissionSeries>>;

/** 'Cada jueves · 12 fechas: jue 3 dic, jue 10 dic, jue 17 dic, jue 24 dic, jue 31 dic, …'. */
export function seriesSummary(series: Pick<SubmissionSeries, 'rhythm' | 'dates'>): string {
  return `${series.rhythm} · ${dateCount(series.dates.length)}: ${firstDatesText(series.dates)}`;
}

/**
 * One date of the full list, with its year (a series may run into the next one): 'jue 3 dic 2030'; in
 * Basque the year first, '2030 abe. 3 (og.)'.
 */
export function seriesListDay(day: string): string {
  if (getLocale() === 'eu') return `${day.slice(0, 4)} ${seriesDayLabel(day)}`;
  return `${seriesDayLabel(day)} ${day.slice(0, 4)}`;
}

/** The event review_submission() will create; `id` is the event's once approved, else the submission's. */
export function submissionToEvent(submission: Pick<Submission, 'id' | 'payload' | 'event_id'>): EventItem {
  const p = submission.payload;
  // An invalid rule previews as a single event (the review says why).
  const series = submissionSeries(submission);
  return mapEventRow({
    // The payload has the events row's columns, which mapEventRow reads defensively.
    ...(p as Omit<EventRow, 'id'>),
    id: submission.event_id ?? submission.id,
    start_date: str(p.start_date),
    end_date: str(p.end_date),
    address: str(p.address) ?? str(p.venue),
    price: p.is_free === true ? null : (p.price as EventRow['price']),
    ...(series && series.dates.length > 0
      ? { recurrence_rule: series.rule, recurrence_exdates: series.exdates, occurrence_dates: series.dates }
      : {}),
  });
}

/**
 * One warning per link host that fakes Latin letters with Cyrillic or Greek (likely phishing), by first use;
 * `message` shows the host as read ('аpple.com'), `host` is what the browser contacts ('xn--pple-43d.com').
 */
export function submissionLinkWarnings({ payload }: Pick<Submission, 'payload'>) {
  const links: Array<[string, string]> = [];
  if (typeof payload.info_url === 'string') links.push([payload.info_url, m.moderation_place_info_link()]);
  if (typeof payload.ticket_url === 'string')
    links.push([payload.ticket_url, m.moderation_place_ticket_link()]);
  // The stored description is sanitised HTML, so its links are href="…" with entities escaped.
  if (typeof payload.description === 'string') {
    for (const link of payload.description.matchAll(/\bhref="([^"]*)"/g))
      links.push([decodeEntities(link[1]!), m.moderation_place_description()]);
  }
  const byHost = new Map<string, { host: string; places: string[]; message: string }>();
  for (const [url, place] of links) {
    const found = lookalikeLink(url);
    if (found === null) continue;
    const warning = byHost.get(found.host) ?? {
      host: found.host,
      places: [],
      message: m.moderation_lookalike_warning({ host: found.shownHost }),
    };
    if (!warning.places.includes(place)) warning.places.push(place);
    byHost.set(found.host, warning);
  }
  return [...byHost.values()];
}

/**
 * '22 de noviembre de 2030, 18:05' ('2030eko azaroaren 22a, 18:05' in Basque) in Europe/Madrid; ''
 * when the instant is missing or invalid.
 */
export function formatReviewDate(iso: string | null): string {
  const time = Date.parse(iso ?? '');
  if (Number.isNaN(time)) return '';
  const p = madridParts(time);
  if (getLocale() === 'eu')
    return `${yearEu(p.year)} ${MONTHS_EU[p.month - 1]}ren ${p.day}a, ${pad2(p.hours)}:${pad2(p.minutes)}`;
  return `${p.day} de ${spanishNames('long').months[p.month - 1]} de ${p.year}, ${pad2(p.hours)}:${pad2(p.minutes)}`;
}

/** Who decided. RLS hides other moderators' profiles, so they are told apart by the start of their id. */
export function reviewerLabel(reviewedBy: string | null, currentUserId: string | null): string {
  if (!reviewedBy) return m.moderation_reviewer_unknown();
  if (reviewedBy === currentUserId) return m.moderation_reviewer_you();
  return m.moderation_reviewer_other({ id: reviewedBy.slice(0, 8) });
}

/** 'por Ane (ane@example.org)', 'por Ane (sin email)', or 'de forma anónima'. */
export function submitterText(name: string | null, email: string | null): string {
  if (!name && !email) return m.moderation_submitter_anonymous();
  if (!name) return m.moderation_submitter_email({ email: email ?? '' });
  return email
    ? m.moderation_submitter_named({ name, email })
    : m.moderation_submitter_named_no_email({ name });
}
