import { useState, type FormEvent } from 'react';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Switch } from '@/components/ui/switch';
import { TOP_LEVEL_CATEGORIES } from '@/config/categories';
import { NEWSLETTER_FREQUENCIES } from '@/config/constants';
import { NEWSLETTER_LOCATIONS } from '@/config/locations';
import { SubmitButton, useUserQuery } from '@/features/auth';
import { isLanguage, LANGUAGE_OPTIONS } from '@/config/languages';
import { newsletterQueries } from '../api/newsletter-queries';
import { useSaveNewsletter } from '../api/use-newsletter';
import { FREQUENCY_LABELS, toggleValue, type NewsletterPreferences } from '../domain/preferences';

const FREQUENCY_OPTIONS = NEWSLETTER_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }));
const CATEGORY_OPTIONS = TOP_LEVEL_CATEGORIES.map((c) => ({ value: c.id, label: `${c.icon} ${c.name}` }));
const LOCATION_OPTIONS = NEWSLETTER_LOCATIONS.map((name) => ({ value: name, label: name }));

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
          Newsletter
        </h2>
        <p className="text-sm text-gray-700">
          Elige cada cuánto quieres recibir planes y de qué tipo. Suscribirte suma 10 puntos (15 si eliges
          categorías o localidades), una sola vez.
        </p>
      </div>
      <Switch
        label="Quiero recibir la newsletter"
        checked={prefs.is_subscribed}
        onCheckedChange={(is_subscribed) => set({ is_subscribed })}
      />
      <ChoiceGroup
        type="radio"
        legend="Frecuencia"
        options={FREQUENCY_OPTIONS}
        selected={[prefs.frequency]}
        onToggle={(value) => set({ frequency: value as NewsletterPreferences['frequency'] })}
      />
      <ChoiceGroup
        type="radio"
        legend="Idioma"
        options={LANGUAGE_OPTIONS}
        selected={[prefs.language]}
        onToggle={(value) => isLanguage(value) && set({ language: value })}
      />
      <ChoiceGroup
        type="checkbox"
        legend="Categorías"
        options={CATEGORY_OPTIONS}
        selected={prefs.selected_categories}
        onToggle={(value) => set({ selected_categories: toggleValue(prefs.selected_categories, value) })}
      />
      <ChoiceGroup
        type="checkbox"
        legend="Localidades"
        options={LOCATION_OPTIONS}
        selected={prefs.selected_locations}
        onToggle={(value) => set({ selected_locations: toggleValue(prefs.selected_locations, value) })}
      />
      <SubmitButton pending={save.isPending} pendingText="Guardando…">
        Guardar preferencias
      </SubmitButton>
    </form>
  );
}

export function NewsletterForm() {
  const query = useUserQuery(newsletterQueries.preferences);
  if (query.isPending) return <p role="status">Cargando tus preferencias…</p>;
  if (query.isError) return <p role="alert">No se pudieron cargar tus preferencias: {query.error.message}</p>;
  return <NewsletterFields initial={query.data} />;
}
