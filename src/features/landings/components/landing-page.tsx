import { CalendarIcon } from '@/components/ui/icons';
import { CityHero, PageMeta } from '@/features/city';
import { CalendarSubscribe } from '@/features/feeds';
import { landingFeed } from '../domain/landing-feed';
import { formatLandingDates } from '../domain/date-labels';
import type { LandingDefinition } from '../domain/landings';
import { presetFilters, presetRange } from '../domain/presets';
import { useLandingListing } from '../hooks/use-landing-listing';
import { InstagramPrompt } from './instagram-prompt';
import { LandingEmpty } from './landing-empty';
import { LandingResults } from './landing-results';

/** A landing page (/musica, /casco-viejo, /fin-de-semana…) from its preset; one instance per landing (the route's key). */
export function LandingPage({ landing }: { landing: LandingDefinition }) {
  const state = useLandingListing((_params, city, now) => presetFilters(landing.preset, city, now));
  const { city, now, listing } = state;
  const copy = landing.copy(city);
  const dates =
    landing.preset.kind === 'date' ? formatLandingDates(presetRange(landing.preset.range, now)) : null;

  return (
    <>
      <PageMeta {...copy} path={landing.path} />
      <CityHero title={copy.heroTitle} subtitle={copy.heroText}>
        {dates && (
          <p className="inline-flex items-center gap-2 self-start rounded-full bg-white/15 px-4 py-2 text-base font-bold">
            <CalendarIcon width={18} height={18} />
            <span data-testid="landing-dates">{dates}</span>
          </p>
        )}
      </CityHero>
      <LandingResults
        state={state}
        title={copy.resultsTitle}
        empty={
          <LandingEmpty text={copy.emptyText} onClear={state.clearable ? listing.clearFilters : undefined} />
        }
      />
      <CalendarSubscribe {...landingFeed(landing.preset, city, copy.resultsTitle)} />
      <InstagramPrompt />
    </>
  );
}
