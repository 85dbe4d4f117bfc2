import { render, screen } from '@testing-library/react';
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

  it('is true at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('cerca')).toBeInTheDocument();
  });
});
