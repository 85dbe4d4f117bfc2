import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { RELATED_MAX, RELATED_SLICE } from '@/config/constants';
import type { City } from '@/config/types';
import { inSlices } from '@/lib/in-slices';
import {
  rankRelated,
  relatedScorer,
  scoreRelated,
  selectRelated,
  type ScoredRelated,
} from '../domain/related';
import type { EventItem } from '../domain/types';
import { useCityEvents } from './use-city-events';

const NONE: EventItem[] = [];

interface ShownRelated {
  event: EventItem;
  related: EventItem[];
}

/**
 * Related events: scored over the city's upcoming events, which the listing keeps
 * cached and live; recomputed only when the event or that list changes.
 *
 * A list of up to RELATED_SLICE events is scored in one render, deferred (the list arrives after the
 * page has rendered; scoring it and drawing the cards below the fold is a non-blocking render). A
 * bigger city's list is scored in slices, one per task, so that no long task blocks the page; the
 * cards shown before (a first, smaller part of the list, or the list before a live update) stay
 * until the new ones are ready.
 */
export function useRelatedEvents(event: EventItem, city: City, max: number = RELATED_MAX): EventItem[] {
  const { events } = useCityEvents(city);
  const deferred = useDeferredValue(events);
  const sliced = deferred.length > RELATED_SLICE;
  const direct = useMemo(
    () => (sliced ? null : selectRelated(event, deferred, new Date(), max)),
    [sliced, event, deferred, max],
  );
  // The cards last shown, for which event: kept while a new list is scored in slices, so the
  // section does not vanish when a city's list grows past RELATED_SLICE or is updated live.
  const [shown, setShown] = useState<ShownRelated | null>(null);
  if (direct && shown?.related !== direct) setShown({ event, related: direct });

  useEffect(() => {
    if (!sliced) return;
    const now = new Date();
    const scoreOf = relatedScorer(event, now);
    const scored: ScoredRelated[] = [];
    return inSlices(
      deferred.length,
      RELATED_SLICE,
      (start, end) => scoreRelated(event, scoreOf, deferred.slice(start, end), now, scored),
      () => setShown({ event, related: rankRelated(scored, max) }),
    );
  }, [sliced, event, deferred, max]);

  if (direct) return direct;
  // The same event (a refetched copy included): its cards stay until the new ones are ready.
  return shown?.event.id === event.id ? shown.related : NONE;
}
