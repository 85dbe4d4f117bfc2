import {
  NEWSLETTER_DEFAULT_FREQUENCY,
  NEWSLETTER_FREQUENCIES,
  type NewsletterFrequency,
} from '@/config/constants';
import type { Language } from '@/config/languages';
import { getLocale } from '@/i18n/locale';
import { m } from '@/i18n/paraglide/messages.js';

/** The newsletter_preferences columns the form edits, with a known frequency and lists never null. */
export interface NewsletterPreferences {
  frequency: NewsletterFrequency;
  selected_categories: string[];
  selected_locations: string[];
  is_subscribed: boolean;
  /** The e-mail's language. */
  language: Language;
}

export const DEFAULT_PREFERENCES: NewsletterPreferences = {
  frequency: NEWSLETTER_DEFAULT_FREQUENCY,
  selected_categories: [],
  selected_locations: [],
  is_subscribed: false,
  language: 'es',
};

/** Before the reader saves any: the newsletter in the page's language. */
export function defaultPreferences(): NewsletterPreferences {
  return { ...DEFAULT_PREFERENCES, language: getLocale() };
}

const FREQUENCY_LABELS: Record<NewsletterFrequency, () => string> = {
  daily: m.newsletter_frequency_daily,
  weekly: m.newsletter_frequency_weekly,
  biweekly: m.newsletter_frequency_biweekly,
  disabled: m.newsletter_frequency_disabled,
};

export const frequencyLabel = (frequency: NewsletterFrequency): string => FREQUENCY_LABELS[frequency]();

export function isFrequency(value: unknown): value is NewsletterFrequency {
  return typeof value === 'string' && (NEWSLETTER_FREQUENCIES as readonly string[]).includes(value);
}

/** Adds the value when missing, removes it when present (order of first choice kept). */
export function toggleValue(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** Points are only due for an active subscription (the server decides how many, once). */
export function earnsPoints(prefs: NewsletterPreferences): boolean {
  return prefs.is_subscribed && prefs.frequency !== 'disabled';
}
