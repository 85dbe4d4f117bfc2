import { act } from '@testing-library/react';
import { vi } from 'vitest';

export interface FakeObserverRecord {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  targets: Element[];
}

/**
 * Replaces IntersectionObserver with a stand-in the test drives: `report(inView)` tells every
 * observer that its targets are in view or not (a boolean for all, or a predicate per target).
 * Undo with vi.unstubAllGlobals().
 */
export function installFakeIntersectionObserver() {
  const observers: FakeObserverRecord[] = [];
  class FakeObserver implements FakeObserverRecord {
    targets: Element[] = [];
    constructor(
      public callback: IntersectionObserverCallback,
      public options?: IntersectionObserverInit,
    ) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    unobserve(target: Element) {
      this.targets = this.targets.filter((t) => t !== target);
    }
    disconnect() {
      this.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const report = (inView: boolean | ((target: Element) => boolean)) =>
    act(() => {
      for (const o of [...observers])
        o.callback(
          o.targets.map(
            (target) =>
              ({
                target,
                isIntersecting: typeof inView === 'boolean' ? inView : inView(target),
              }) as IntersectionObserverEntry,
          ),
          o as unknown as IntersectionObserver,
        );
    });
  return { observers, report };
}
