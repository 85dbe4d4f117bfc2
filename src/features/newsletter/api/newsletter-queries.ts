import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { unwrap } from '@/lib/supabase-result';
import { isLanguage } from '@/config/languages';
import { m } from '@/i18n/paraglide/messages.js';
import type { Tables } from '../../../../supabase/functions/_shared/database.types.ts';
import {
  DEFAULT_PREFERENCES,
  defaultPreferences,
  isFrequency,
  type NewsletterPreferences,
} from '../domain/preferences';

type PreferencesRow = Pick<
  Tables<'newsletter_preferences'>,
  'frequency' | 'selected_categories' | 'selected_locations' | 'is_subscribed' | 'language'
>;

const COLUMNS = 'frequency, selected_categories, selected_locations, is_subscribed, language';

const fromRow = (row: PreferencesRow): NewsletterPreferences => ({
  ...row,
  frequency: isFrequency(row.frequency) ? row.frequency : DEFAULT_PREFERENCES.frequency,
  selected_categories: row.selected_categories ?? [],
  selected_locations: row.selected_locations ?? [],
  // The stored choice stays; only a value that is not a language falls back to the page's.
  language: isLanguage(row.language) ? row.language : defaultPreferences().language,
});

async function fetchPreferences(userId: string, signal: AbortSignal): Promise<NewsletterPreferences> {
  const supabase = await getSupabase();
  const row = unwrap(
    await supabase
      .from('newsletter_preferences')
      .select(COLUMNS)
      .eq('user_id', userId)
      .abortSignal(signal)
      .maybeSingle(),
  );
  return row ? fromRow(row) : defaultPreferences();
}

/** Update with the whole preferences object (the row is created at sign-up; clients may only update it). */
export async function savePreferences(
  userId: string,
  cityId: string,
  prefs: NewsletterPreferences,
): Promise<NewsletterPreferences> {
  const supabase = await getSupabase();
  const rows = unwrap(
    await supabase
      .from('newsletter_preferences')
      .update({ ...prefs, city_id: cityId })
      .eq('user_id', userId)
      .select(COLUMNS),
  );
  const row = rows[0];
  if (!row) throw new Error(m.newsletter_not_found());
  return fromRow(row);
}

export const newsletterQueries = {
  preferences: (userId: string) =>
    queryOptions({
      queryKey: ['newsletter', userId, 'preferences'] as const,
      queryFn: ({ signal }) => fetchPreferences(userId, signal),
    }),
};
