import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { CalendarIcon, ExternalLinkIcon } from '@/components/ui/icons';
import { getEnv } from '@/config/env';
import { useCity } from '@/features/city';
import { isLanguage, LANGUAGE_OPTIONS, type Language } from '@/config/languages';
import { getLocale } from '@/i18n/locale';
import { m } from '@/i18n/paraglide/messages.js';
import { feedLinks, type FeedFilters } from '../domain/feed-urls';

interface CalendarSubscribeProps {
  /** The landing page's preset; the whole city when absent. */
  filters?: FeedFilters;
  /** What the feed holds, for the heading's sentence and the RSS title ('los conciertos'). */
  topic?: string;
}

const secondaryLink =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-900 hover:border-primary hover:text-primary';

/** The feeds in the chosen language; <link rel="alternate"> lets feed readers find the Spanish RSS. */
export function CalendarSubscribe({ filters, topic }: CalendarSubscribeProps) {
  const { city } = useCity();
  // The page's language first: a Basque page offers the feeds in Basque.
  const [language, setLanguage] = useState<Language>(getLocale);
  const links = feedLinks(getEnv().supabaseUrl, city.id, { ...filters, language });
  const rssTitle = `Agenda Norte ${city.name}${topic ? ` – ${topic}` : ''} (RSS)`;

  return (
    <section aria-labelledby="suscribete-calendario" className="mx-auto max-w-7xl px-4 pb-12">
      <link
        rel="alternate"
        type="application/rss+xml"
        title={rssTitle}
        href={feedLinks(getEnv().supabaseUrl, city.id, filters).rss}
      />
      <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
        <h2 id="suscribete-calendario" className="flex items-center gap-2 text-xl font-bold text-gray-900">
          <CalendarIcon width={22} height={22} />
          {m.feeds_title()}
        </h2>
        <p className="mt-2 mb-4 max-w-3xl text-gray-700">
          {topic ? m.feeds_intro_topic({ topic }) : m.feeds_intro_city({ city: city.name })}
        </p>
        <ChoiceGroup
          type="radio"
          legend={m.feeds_language()}
          options={LANGUAGE_OPTIONS}
          selected={[language]}
          onToggle={(value) => isLanguage(value) && setLanguage(value)}
        />
        <ul className="mt-4 flex flex-wrap gap-2">
          <li>
            <a href={links.webcal} className={buttonClasses('primary', 'md')}>
              <CalendarIcon width={18} height={18} />
              {m.feeds_add()}
            </a>
          </li>
          <li>
            <a href={links.google} target="_blank" rel="noopener noreferrer" className={secondaryLink}>
              Google Calendar
              <ExternalLinkIcon width={16} height={16} />
              <span className="sr-only">{m.feeds_new_tab()}</span>
            </a>
          </li>
          <li>
            <a href={links.ics} className={secondaryLink} type="text/calendar">
              {m.feeds_calendar_link()}
            </a>
          </li>
          <li>
            <a href={links.rss} className={secondaryLink} type="application/rss+xml">
              RSS
            </a>
          </li>
        </ul>
        <p className="mt-3 text-sm text-gray-600">{m.feeds_help()}</p>
      </div>
    </section>
  );
}
