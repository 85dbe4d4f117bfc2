import { useEffect, useRef, useState } from 'react';
import { MOBILE_REVEAL_STEP } from '@/config/constants';
import type { EventItem } from '@/features/events';
import { m } from '@/i18n/paraglide/messages.js';
import { EventsGrid } from './events-grid';

export interface ProgressiveListProps {
  events: readonly EventItem[];
  /** Changes with the filters or sort: the list starts again from the first cards. */
  resetKey: string;
}

/** Under 768 px: cards are revealed MOBILE_REVEAL_STEP at a time as the end of the list nears. */
export function ProgressiveList({ events, resetKey }: ProgressiveListProps) {
  const [state, setState] = useState({ count: MOBILE_REVEAL_STEP, key: resetKey });
  let count = state.count;
  if (state.key !== resetKey) {
    count = MOBILE_REVEAL_STEP;
    setState({ count, key: resetKey });
  }
  const more = count < events.length;
  const sentinel = useRef<HTMLDivElement>(null);
  const canObserve = typeof IntersectionObserver !== 'undefined';
  const revealMore = () => setState((s) => ({ ...s, count: s.count + MOBILE_REVEAL_STEP }));

  useEffect(() => {
    const target = sentinel.current;
    if (!more || !target || !canObserve) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) revealMore();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, canObserve, count]);

  return (
    <>
      <EventsGrid events={events.slice(0, count)} />
      {more && (
        <div ref={sentinel} className="flex min-h-16 flex-col items-center justify-center gap-2 py-4">
          <p role="status" className="text-sm text-gray-700">
            {m.listing_loading_more()}
          </p>
          {!canObserve && (
            <button
              type="button"
              onClick={revealMore}
              className="min-h-11 rounded-full border border-gray-300 px-4 text-sm font-semibold"
            >
              {m.listing_show_more()}
            </button>
          )}
        </div>
      )}
    </>
  );
}
