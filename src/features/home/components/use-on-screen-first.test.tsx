import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver } from '../../../../tests/utils/fake-intersection-observer';
import { useOnScreenFirst } from './use-on-screen-first';

function List({ items, covered }: { items: readonly string[]; covered?: boolean }) {
  const { shown, busy, track } = useOnScreenFirst(items, covered);
  return (
    <ul aria-label="Resultados" aria-busy={busy || undefined}>
      {shown.map((item, index) => (
        <li key={index} ref={track(index)}>
          {item}
        </li>
      ))}
    </ul>
  );
}

const shownItems = () => screen.getAllByRole('listitem').map((item) => item.textContent);
const list = () => screen.getByRole('list', { name: 'Resultados' });
/** Positions 0 and 1 on screen, the rest below the fold. */
const firstTwoOnScreen = (target: Element) => [...target.parentElement!.children].indexOf(target) < 2;
/** The list with `items`, positions 0 and 1 reported on screen and the rest below the fold. */
function renderFirstTwoOnScreen(items: readonly string[]) {
  const { report } = installFakeIntersectionObserver();
  const { rerender } = render(<List items={items} />);
  report(firstTwoOnScreen);
  return { report, show: (next: readonly string[]) => rerender(<List items={next} />) };
}
/** The browser draws a frame, then runs the tasks queued after it. */
const nextFrame = () => act(() => vi.advanceTimersByTime(50));

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useOnScreenFirst', () => {
  it('shows new items on screen at once and off screen after the next frame, busy meanwhile', () => {
    const { show } = renderFirstTwoOnScreen(['a', 'b', 'c', 'd']);

    show(['w', 'x', 'y', 'z']);
    expect(shownItems()).toEqual(['w', 'x', 'c', 'd']);
    expect(list()).toHaveAttribute('aria-busy', 'true');

    nextFrame();
    expect(shownItems()).toEqual(['w', 'x', 'y', 'z']);
    expect(list()).not.toHaveAttribute('aria-busy');
  });

  it('catches up at once when a lagging position scrolls onto the screen', () => {
    const { report, show } = renderFirstTwoOnScreen(['a', 'b', 'c', 'd']);
    show(['w', 'x', 'y', 'z']);
    expect(shownItems()).toEqual(['w', 'x', 'c', 'd']);

    report(true);
    expect(shownItems()).toEqual(['w', 'x', 'y', 'z']);
    expect(list()).not.toHaveAttribute('aria-busy');
  });

  it('shows every new item at once while the observer has not reported, or where there is none', () => {
    installFakeIntersectionObserver();
    const { rerender, unmount } = render(<List items={['a', 'b', 'c']} />);
    rerender(<List items={['x', 'y', 'z']} />);
    expect(shownItems()).toEqual(['x', 'y', 'z']);
    expect(list()).not.toHaveAttribute('aria-busy');
    unmount();

    vi.stubGlobal('IntersectionObserver', undefined);
    const second = render(<List items={['a', 'b', 'c']} />);
    second.rerender(<List items={['x', 'y', 'z']} />);
    expect(shownItems()).toEqual(['x', 'y', 'z']);
  });

  it('drops positions past the new end at once and fills new ones at once', () => {
    const { show } = renderFirstTwoOnScreen(['a', 'b', 'c', 'd']);

    show(['w', 'x', 'y']);
    expect(shownItems()).toEqual(['w', 'x', 'c']);
    nextFrame();
    expect(shownItems()).toEqual(['w', 'x', 'y']);

    show(['p', 'q', 'r', 's', 't']);
    // 'r' lags (off screen, had an item); 's' and 't' are new positions, filled at once.
    expect(shownItems()).toEqual(['p', 'q', 'y', 's', 't']);
    nextFrame();
    expect(shownItems()).toEqual(['p', 'q', 'r', 's', 't']);
  });

  it('a newer list before the frame wins: the lagging positions go straight to it', () => {
    const { show } = renderFirstTwoOnScreen(['a', 'b', 'c']);
    show(['j', 'k', 'l']);
    show(['x', 'y', 'z']);
    expect(shownItems()).toEqual(['x', 'y', 'c']);
    nextFrame();
    expect(shownItems()).toEqual(['x', 'y', 'z']);
  });

  it('while covered (a sheet over the list), positions on screen wait for the frame too', () => {
    const { report } = installFakeIntersectionObserver();
    const { rerender } = render(<List items={['a', 'b', 'c']} covered />);
    report(firstTwoOnScreen);

    rerender(<List items={['x', 'y', 'z']} covered />);
    expect(shownItems()).toEqual(['a', 'b', 'c']);
    expect(list()).toHaveAttribute('aria-busy', 'true');

    nextFrame();
    expect(shownItems()).toEqual(['x', 'y', 'z']);
    expect(list()).not.toHaveAttribute('aria-busy');
  });

  it('catches up at once on screen when the cover goes before the frame', () => {
    const { report } = installFakeIntersectionObserver();
    const { rerender } = render(<List items={['a', 'b', 'c']} covered />);
    report(firstTwoOnScreen);
    rerender(<List items={['x', 'y', 'z']} covered />);

    rerender(<List items={['x', 'y', 'z']} covered={false} />);
    expect(shownItems()).toEqual(['x', 'y', 'c']);
    nextFrame();
    expect(shownItems()).toEqual(['x', 'y', 'z']);
  });
});
