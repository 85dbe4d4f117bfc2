import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver } from '../../tests/utils/fake-intersection-observer';
import { useNearViewport } from './use-near-viewport';

function Probe({ show = true }: { show?: boolean }) {
  const [ref, near] = useNearViewport<HTMLDivElement>('100% 0px');
  return show ? <div ref={ref}>{near ? 'cerca' : 'lejos'}</div> : <p>{near ? 'cerca' : 'lejos'}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useNearViewport', () => {
  it('is false until the element comes within the margin, then stays true', () => {
    const { observers, report } = installFakeIntersectionObserver();
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
    const { report } = installFakeIntersectionObserver();
    const { rerender } = render(<Probe show={false} />);
    rerender(<Probe show />);
    report(true);
    expect(screen.getByText('cerca')).toBeInTheDocument();
  });

  it('watches the element without rendering again when it is attached', () => {
    // A ref that put the element in state made React render again within its commit, and run
    // every pending effect of the page in that same task.
    const { observers } = installFakeIntersectionObserver();
    const onRender = vi.fn();
    render(
      <Profiler id="probe" onRender={onRender}>
        <Probe />
      </Profiler>,
    );
    expect(observers[0]!.targets).toHaveLength(1);
    expect(onRender).toHaveBeenCalledTimes(1);
  });

  it('stops watching once near, and when the element goes', () => {
    const { observers, report } = installFakeIntersectionObserver();
    const { rerender } = render(<Probe />);
    report(true);
    expect(observers[0]!.targets).toHaveLength(0);
    const second = render(<Probe />);
    expect(observers[1]!.targets).toHaveLength(1);
    second.unmount();
    expect(observers[1]!.targets).toHaveLength(0);
    rerender(<Probe />);
    expect(screen.getAllByText(/cerca|lejos/)[0]).toHaveTextContent('cerca');
  });

  it('is true at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('cerca')).toBeInTheDocument();
  });
});
