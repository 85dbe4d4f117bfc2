/** The payload read as the events row public.review_submission() will create, for the preview. Pure. */
import { mapEventRow, type EventItem, type EventRow } from '@/features/events';
import type { Submission } from './submission';
import { submissionSeries } from './submission-series';

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function list(value: unknown): string[] | string | null {
  if (typeof value === 'string') return value;
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : null;
}

function price(value: unknown): number | string | null {
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

/** The event the submission would become; `id` is the created event's once approved, else the submission's. */
export function submissionToEvent(submission: Pick<Submission, 'id' | 'payload' | 'eventId'>): EventItem {
  const p = submission.payload;
  const isFree = p.is_free === true;
  // An invalid rule previews as a single event (the review says why).
  const series = submissionSeries(submission);
  const row: EventRow = {
    id: submission.eventId ?? submission.id,
    image_url: null,
    title: str(p.title),
    description: str(p.description),
    category_id: list(p.category_id),
    subcategory: list(p.subcategory),
    venue: str(p.venue),
    town: str(p.town),
    neighborhood: str(p.neighborhood),
    address: str(p.address) ?? str(p.venue),
    start_date: str(p.start_date),
    end_date: str(p.end_date),
    start_time: str(p.start_time),
    end_time: str(p.end_time),
    price: isFree ? null : price(p.price),
    is_free: isFree,
    ticket_url: str(p.ticket_url),
    info_url: str(p.info_url),
    organizer: str(p.organizer),
    tags: null,
    artist: null,
    como_llegar: str(p.como_llegar),
    destacado: 0,
    recomendaciones: str(p.recomendaciones),
    ...(series && series.dates.length > 0
      ? {
          recurrence_rule: series.rule,
          recurrence_exdates: series.exdates,
          occurrence_dates: series.dates,
        }
      : {}),
  };
  return mapEventRow(row);
}
