import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FAVORITE_COUNTS_SETTLE_MS } from '@/config/constants';
import { useSettledValue } from '@/hooks/use-settled-value';
import { eventsQueries } from './events-queries';

const NO_COUNTS: Readonly<Record<string, number>> = {};

/**
 * How many people saved each event (aggregate RPC: the real count, no padding). Failures and
 * loading give no counts, so cards simply show no "N personas lo han guardado" line.
 *
 * A new set of ids (a keystroke or a filter click changed the page of results) is requested once it
 * has stayed for FAVORITE_COUNTS_SETTLE_MS: a word typed asks once, for the results it ends on, and
 * neither the request nor its render lands in a keystroke's frame. The counts of the previous ids
 * are kept meanwhile (cards whose event has none yet show no line).
 */
export function useFavoriteCounts(eventIds: readonly string[]): Readonly<Record<string, number>> {
  // A string, so that a new array with the same ids is the same value.
  const key = useSettledValue(eventIds.join(','), FAVORITE_COUNTS_SETTLE_MS);
  const ids = useMemo(() => (key === '' ? [] : key.split(',')), [key]);
  const { data } = useQuery({
    ...eventsQueries.favoriteCounts(ids),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
  return data ?? NO_COUNTS;
}
