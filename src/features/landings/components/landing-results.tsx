import type { ComponentProps } from 'react';
import { FavoriteToggleProvider } from '@/features/favorites';
import { ListingSection } from '@/features/listing';
import type { LandingListing } from '../hooks/use-landing-listing';

type LandingResultsProps = { state: LandingListing; title: string } & Pick<
  ComponentProps<typeof ListingSection>,
  'empty' | 'pageSize' | 'sortOptions' | 'mobileReveal' | 'showDates'
>;

/** The home listing's filter panel and results, for a landing's listing state. */
export function LandingResults({ state, ...options }: LandingResultsProps) {
  return (
    <FavoriteToggleProvider>
      <ListingSection {...state} onRetry={state.retry} {...options} />
    </FavoriteToggleProvider>
  );
}
