import type { ReactNode } from 'react';
import type { SortOption } from '@/config/constants';
import { FavoriteToggleProvider } from '@/features/favorites';
import { ListingSection } from '@/features/listing';
import type { LandingListing } from '../hooks/use-landing-listing';

export interface LandingResultsProps {
  state: LandingListing;
  title: string;
  empty: ReactNode;
  pageSize?: number;
  sortOptions?: readonly SortOption[];
  /** Reveal cards progressively under 768 px instead of paginating (default, as on the home page). */
  mobileReveal?: boolean;
  /** The date control in the panel (hidden on pages whose day is fixed). */
  showDates?: boolean;
}

/** The home listing's filter panel and results, for a landing's listing state. */
export function LandingResults({ state, ...options }: LandingResultsProps) {
  return (
    <FavoriteToggleProvider>
      <ListingSection
        city={state.city}
        listing={state.listing}
        results={state.results}
        isLoading={state.isLoading}
        error={state.error}
        onRetry={state.retry}
        retrying={state.retrying}
        clearable={state.clearable}
        {...options}
      />
    </FavoriteToggleProvider>
  );
}
