import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { eventsQueries } from './events-queries';

const NO_COUNTS: Readonly<Record<string, number>> = {};

/**
 * How many people saved each event (aggregate RPC: the real count, no padding). Failures and
 * loading give no counts, so cards simply show no "N personas lo han guardado" line. The counts of
 * the previous ids are kept while a new set loads (cards whose event has none yet show no line).
 */
export function useFavoriteCounts(eventIds: readonly string[]): Readonly<Record<string, number>> {
  const { data } = useQuery({
    ...eventsQueries.favoriteCounts([...eventIds]),
    enabled: eventIds.length > 0,
    placeholderData: keepPreviousData,
  });
  return data ?? NO_COUNTS;
}
