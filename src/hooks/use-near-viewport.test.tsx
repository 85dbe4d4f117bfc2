import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

/** A stand-in IntersectionObserver the test drives: `report(true)` says the target is near. */
function installObserver() {
  const observers: Array<{
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    targets: Element[];
  }> = [];
  class FakeObserver {
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
    disconnect() {
      this.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const o of observers)
        o.callback(
          o.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
          o as unknown as IntersectionObserver,
        );
    });
  return { observers, report };
}

function Probe({ show = true }: { show?: boolean }) {
  const [ref, near] = useNearViewport<HTMLDivElement>('100% 0px');
  return show ? <div ref={ref}>{near ? 'cerca' : 'lejos'}</div> : <p>{near ? 'cerca' : 'lejos'}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useNearViewport', () => {
  it('is false until the element comes within the margin, then stays true', () => {
    const { observers, report } = installObserver();
    render(<Probe />);
    expect(screen.getByText('lejos')).toBeInTheDocument();
    expect(observers[0]!.options?.rootMargin).toBe('100% 0px');
    report(false);
    expect(screen.getByText('lejos')).toBeInTheDocument();
    report(true);
    expect(screen.getByText('cerca')).toBeInTheDocument();
    report(false);
    expect(screen.getByText('cerca')).toBeInTheDocument();
  });

  it('watches an element that appears after the first render', () => {
    const { report } = installObserver();
    const { rerender } = render(<Probe show={false} />);
    rerender(<Probe show />);
    report(true);
    expect(screen.getByText('cerca')).toBeInTheDocument();
  });

  it('is true at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('cerca')).toBeInTheDocument();
  });
});
