import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { eventsQueries } from './events-queries';

const NO_COUNTS: Readonly<Record<string, number>> = {};

/**
 * How many people saved each event; failures and loading give no counts (cards then show no line).
 * The previous ids' counts are kept while a new set loads.
 */
export function useFavoriteCounts(eventIds: readonly string[]): Readonly<Record<string, number>> {
  const { data } = useQuery({
    ...eventsQueries.favoriteCounts([...eventIds]),
    enabled: eventIds.length > 0,
    placeholderData: keepPreviousData,
  });
  return data ?? NO_COUNTS;
}
