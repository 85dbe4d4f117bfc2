/** The add-event form's values, as typed: the payload is built from them. */
import type { WeekdayCode } from '../../../../supabase/functions/_shared/recurrence.ts';

/** How the event repeats: not at all, every week on some weekdays, every month, or on picked dates. */
export type RepeatKind = 'none' | 'weekly' | 'monthly' | 'dates';

/** Select value of 'Otra, especificar': the town is then the free text of `customTown`. */
export const OTHER_TOWN = 'otro';

/** An empty form; its shape is the form's type. Dates are dd/MM/yyyy as typed or picked, times HH:MM. */
export const EMPTY_FORM = {
  title: '',
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
  repeat: 'none' as RepeatKind,
  repeatWeekdays: [] as WeekdayCode[],
  /** The last day of a weekly or monthly series, dd/MM/yyyy. */
  repeatUntil: '',
  /** The dates of a 'Varias fechas' series besides the start date, 'yyyy-MM-dd'. */
  repeatDates: [] as string[],
  /** A top-level location id of the city, OTHER_TOWN, or '' when none is chosen. */
  town: '',
  customTown: '',
  /** A child location id of the chosen town, or ''. */
  neighborhood: '',
  address: '',
  comoLlegar: '',
  /** Top-level category ids, in the order they were ticked. */
  categories: [] as string[],
  subcategory: '',
  description: '',
  organizer: '',
  recomendaciones: '',
  isFree: false,
  /** Free text: '15 €', '10-20 €'. */
  price: '',
  link: '',
  wantsFeatured: false,
  contactName: '',
  contactEmail: '',
  acceptTerms: false,
  website: '',
  /** The chosen picture, uploaded when the form is sent. */
  image: null as File | null,
};

export type SubmissionFormValues = typeof EMPTY_FORM;

export type FormField = keyof SubmissionFormValues;

export type FieldErrors = Partial<Record<FormField, string>>;
