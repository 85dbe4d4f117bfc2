/** The add-event form's values, as typed: the payload is built from them. */
import type { WeekdayCode } from '../../../../supabase/functions/_shared/recurrence.ts';

/** How the event repeats: not at all, every week on some weekdays, every month, or on picked dates. */
export type RepeatKind = 'none' | 'weekly' | 'monthly' | 'dates';

/** Select value of 'Otra, especificar': the town is then the free text of `customTown`. */
export const OTHER_TOWN = 'otro';

export interface SubmissionFormValues {
  title: string;
  /** dd/MM/yyyy as typed or picked; times HH:MM. */
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  repeat: RepeatKind;
  repeatWeekdays: WeekdayCode[];
  /** The last day of a weekly or monthly series, dd/MM/yyyy. */
  repeatUntil: string;
  /** The dates of a 'Varias fechas' series besides the start date, 'yyyy-MM-dd'. */
  repeatDates: string[];
  /** A top-level location id of the city, OTHER_TOWN, or '' when none is chosen. */
  town: string;
  customTown: string;
  /** A child location id of the chosen town, or ''. */
  neighborhood: string;
  address: string;
  comoLlegar: string;
  /** Top-level category ids, in the order they were ticked. */
  categories: string[];
  subcategory: string;
  description: string;
  organizer: string;
  recomendaciones: string;
  isFree: boolean;
  /** Free text: '15 €', '10-20 €'. */
  price: string;
  link: string;
  wantsFeatured: boolean;
  contactName: string;
  contactEmail: string;
  acceptTerms: boolean;
  /** Honeypot: people never see it, so it stays empty; bots fill it. */
  website: string;
  /** The chosen picture, uploaded when the form is sent. */
  image: File | null;
}

export type FormField = keyof SubmissionFormValues;

export type FieldErrors = Partial<Record<FormField, string>>;

export const EMPTY_FORM: Readonly<SubmissionFormValues> = {
  title: '',
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
  repeat: 'none',
  repeatWeekdays: [],
  repeatUntil: '',
  repeatDates: [],
  town: '',
  customTown: '',
  neighborhood: '',
  address: '',
  comoLlegar: '',
  categories: [],
  subcategory: '',
  description: '',
  organizer: '',
  recomendaciones: '',
  isFree: false,
  price: '',
  link: '',
  wantsFeatured: false,
  contactName: '',
  contactEmail: '',
  acceptTerms: false,
  website: '',
  image: null,
};
