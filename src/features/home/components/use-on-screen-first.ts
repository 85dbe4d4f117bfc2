import { startTransition, useEffect, useState } from 'react';
import { CARDS_ON_SCREEN_MARGIN } from '@/config/constants';
import { afterNextFrame } from '@/lib/idle';

type TrackRef = (node: Element | null) => (() => void) | undefined;

export interface OnScreenFirst<T> {
  /** What each position shows in this render: `items`, but the lagging positions' previous item. */
  shown: readonly T[];
  /** Some positions off screen still show the previous items (for `aria-busy`). */
  busy: boolean;
  /** Callback ref for the element of position `index` (the same function on every render). */
  track: (index: number) => TrackRef;
}

/** Which positions of a list are off screen, from one IntersectionObserver over their elements. */
class PositionTracker {
  private readonly observer: IntersectionObserver | null;
  private readonly positions = new WeakMap<Element, number>();
  /** Positions whose element was last reported outside the viewport (unknown counts as on screen). */
  private readonly offScreen = new Set<number>();
  private readonly refs: TrackRef[] = [];
  /** Called when a position comes on screen (set while some positions lag behind). */
  private onCameOnScreen: (() => void) | null = null;

  constructor() {
    this.observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => this.update(entries), { rootMargin: CARDS_ON_SCREEN_MARGIN });
  }

  isOffScreen(index: number): boolean {
    return this.offScreen.has(index);
  }

  whenOneComesOnScreen(callback: (() => void) | null): void {
    this.onCameOnScreen = callback;
  }

  ref(index: number): TrackRef {
    this.refs[index] ??= (node) => {
      const { observer } = this;
      if (!node || !observer) return undefined;
      this.positions.set(node, index);
      observer.observe(node);
      return () => {
        observer.unobserve(node);
        this.positions.delete(node);
        this.offScreen.delete(index);
      };
    };
    return this.refs[index];
  }

  private update(entries: IntersectionObserverEntry[]): void {
    let cameOnScreen = false;
    for (const entry of entries) {
      const index = this.positions.get(entry.target);
      if (index === undefined) continue;
      if (!entry.isIntersecting) this.offScreen.add(index);
      else if (this.offScreen.delete(index)) cameOnScreen = true;
    }
    if (cameOnScreen) this.onCameOnScreen?.();
  }
}

/**
 * A list whose positions on screen take new items at once and the others a frame later. Why: a
 * keystroke in the search replaces the listing's nine cards, and the browser lays out and paints
 * all of them in that keystroke's frame (content-visibility spares only cards far from the
 * viewport), though a screen shows three or four. Here the positions off screen keep what they
 * showed; once that frame is drawn they take the new items, in a transition of their own that the
 * next keystroke interrupts. One that scrolls onto the screen first makes them all catch up at
 * once. Meanwhile `busy` is true: the list says `aria-busy`, and assistive technology waits for it.
 *
 * Without IntersectionObserver (or before it has reported) every position counts as on screen and
 * takes new items at once. While `covered` (a modal sheet lies over the list: the phone's filter
 * sheet), every position counts as off screen: the visitor typing in the sheet sees its count, and
 * the cards under it take the new items just after that keystroke's frame, before the sheet closes.
 */
export function useOnScreenFirst<T>(items: readonly T[], covered = false): OnScreenFirst<T> {
  const [tracker] = useState(() => new PositionTracker());
  const [settled, setSettled] = useState(items);

  const lagsAt = (index: number) =>
    index < settled.length && (covered || tracker.isOffScreen(index)) && settled[index] !== items[index];
  let busy = false;
  if (settled !== items) {
    busy = items.some((_, index) => lagsAt(index));
    // Nothing to hold back: catch up in this render (React renders again before committing).
    if (!busy) setSettled(items);
  }

  useEffect(() => {
    if (!busy) return undefined;
    const catchUp = () => setSettled(items);
    tracker.whenOneComesOnScreen(catchUp);
    const cancel = afterNextFrame(() => startTransition(catchUp));
    return () => {
      cancel();
      tracker.whenOneComesOnScreen(null);
    };
  }, [busy, items, tracker]);

  const shown = busy ? items.map((item, index) => (lagsAt(index) ? (settled[index] as T) : item)) : items;
  return { shown, busy, track: (index) => tracker.ref(index) };
}
