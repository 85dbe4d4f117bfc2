import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { eventsQueries } from './events-queries';

const NO_COUNTS: Readonly<Record<string, number>> = {};

/** How many people saved each event; none while loading or failed (the previous ids' are kept). */
export function useFavoriteCounts(eventIds: readonly string[]): Readonly<Record<string, number>> {
  const { data } = useQuery({
    ...eventsQueries.favoriteCounts([...eventIds]),
    enabled: eventIds.length > 0,
    placeholderData: keepPreviousData,
  });
  return data ?? NO_COUNTS;
}
