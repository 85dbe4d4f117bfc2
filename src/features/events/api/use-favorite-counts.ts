import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { eventsQueries } from './events-queries';

const NO_COUNTS: Readonly<Record<string, number>> = {};

/**
 * How many people saved each event (aggregate RPC; ARCHITECTURE §3: the real count). Failures and
 * loading give no counts, so cards simply show no "N personas lo han guardado" line.
 *
 * A new set of ids (a keystroke or a filter click changed the page of results) is requested from a
 * deferred render, after the new cards have been painted: the request does not delay them, and the
 * counts of the previous ids are kept meanwhile.
 */
export function useFavoriteCounts(eventIds: readonly string[]): Readonly<Record<string, number>> {
  // A string, so that a new array with the same ids is the same value.
  const key = useDeferredValue(eventIds.join(','));
  const ids = useMemo(() => (key === '' ? [] : key.split(',')), [key]);
  const { data } = useQuery({
    ...eventsQueries.favoriteCounts(ids),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
  return data ?? NO_COUNTS;
}
