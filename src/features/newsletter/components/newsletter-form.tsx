import { useState, type FormEvent } from 'react';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Switch } from '@/components/ui/switch';
import { getCategoryName, TOP_LEVEL_CATEGORIES } from '@/config/categories';
import {
  NEWSLETTER_FREQUENCIES,
  POINTS_NEWSLETTER,
  POINTS_NEWSLETTER_WITH_INTERESTS,
} from '@/config/constants';
import { NEWSLETTER_LOCATIONS, newsletterLocationName } from '@/config/locations';
import { SubmitButton, useUserQuery } from '@/features/auth';
import { isLanguage, LANGUAGE_OPTIONS } from '@/config/languages';
import { m } from '@/i18n/paraglide/messages.js';
import { newsletterQueries } from '../api/newsletter-queries';
import { useSaveNewsletter } from '../api/use-newsletter';
import { frequencyLabel, toggleValue, type NewsletterPreferences } from '../domain/preferences';

const frequencyOptions = () =>
  NEWSLETTER_FREQUENCIES.map((value) => ({ value, label: frequencyLabel(value) }));
/** The options named in the page's language (the values stay the stored ones). */
const categoryOptions = () =>
  TOP_LEVEL_CATEGORIES.map((c) => ({ value: c.id, label: `${c.icon} ${getCategoryName(c.id)}` }));
const locationOptions = () =>
  NEWSLETTER_LOCATIONS.map((name) => ({ value: name, label: newsletterLocationName(name) }));

function NewsletterFields({ initial }: { initial: NewsletterPreferences }) {
  const [prefs, setPrefs] = useState(initial);
  const save = useSaveNewsletter();
  const set = (patch: Partial<NewsletterPreferences>) => setPrefs((p) => ({ ...p, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(prefs);
  };
  return (
    <form onSubmit={submit} className="space-y-6" aria-labelledby="newsletter-title">
      <div className="space-y-1">
        <h2 id="newsletter-title" className="text-xl font-bold text-gray-900">
          {m.newsletter_title()}
        </h2>
        <p className="text-sm text-gray-700">
          {m.newsletter_intro({
            points: POINTS_NEWSLETTER,
            pointsWithInterests: POINTS_NEWSLETTER_WITH_INTERESTS,
          })}
        </p>
      </div>
      <Switch
        label={m.newsletter_subscribe()}
        checked={prefs.is_subscribed}
        onCheckedChange={(is_subscribed) => set({ is_subscribed })}
      />
      <ChoiceGroup
        type="radio"
        legend={m.newsletter_frequency()}
        options={frequencyOptions()}
        selected={[prefs.frequency]}
        onToggle={(value) => set({ frequency: value as NewsletterPreferences['frequency'] })}
      />
      <ChoiceGroup
        type="radio"
        legend={m.newsletter_language()}
        options={LANGUAGE_OPTIONS}
        selected={[prefs.language]}
        onToggle={(value) => isLanguage(value) && set({ language: value })}
      />
      <ChoiceGroup
        type="checkbox"
        legend={m.newsletter_categories()}
        options={categoryOptions()}
        selected={prefs.selected_categories}
        onToggle={(value) => set({ selected_categories: toggleValue(prefs.selected_categories, value) })}
      />
      <ChoiceGroup
        type="checkbox"
        legend={m.newsletter_locations()}
        options={locationOptions()}
        selected={prefs.selected_locations}
        onToggle={(value) => set({ selected_locations: toggleValue(prefs.selected_locations, value) })}
      />
      <SubmitButton pending={save.isPending} pendingText={m.newsletter_saving()}>
        {m.newsletter_save()}
      </SubmitButton>
    </form>
  );
}

export function NewsletterForm() {
  const query = useUserQuery(newsletterQueries.preferences);
  if (query.isPending) return <p role="status">{m.newsletter_loading()}</p>;
  if (query.isError) return <p role="alert">{m.newsletter_load_failed({ error: query.error.message })}</p>;
  return <NewsletterFields initial={query.data} />;
}
