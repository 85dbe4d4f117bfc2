/** A block of the home page: its events in its own order, and how many it shows at most. */
export interface HomeBlock<T extends { id: string }> {
  events: readonly T[];
  max?: number;
}

/**
 * Each block without the events a block above already shows, then cut to its own size: a block missing
 * some events fills up from further down its list.
 */
export function leaveOutShownAbove<T extends { id: string }>(blocks: readonly HomeBlock<T>[]): T[][] {
  const shown = new Set<string>();
  return blocks.map(({ events, max = Number.POSITIVE_INFINITY }) => {
    const kept = events.filter((event) => !shown.has(event.id)).slice(0, max);
    for (const event of kept) shown.add(event.id);
    return kept;
  });
}
