import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_INITIAL_CARDS } from '@/config/tuning';
import { AuthDialogContext } from '@/features/auth/components/auth-dialog-context';
import { makeEvent } from '@/features/events/domain/event.fixture';
import { installFakeIntersectionObserver } from '../../../../tests/utils/fake-intersection-observer';
import { renderWithProviders } from '../../../../tests/utils/render';
import { EventsCarousel } from './events-carousel';

const EVENTS = Array.from({ length: 12 }, (_, i) =>
  makeEvent({ id: `ev-${i + 1}`, title: `Concierto ${i + 1}`, town: 'Bilbao' }),
);

function renderRow() {
  renderWithProviders(
    <AuthDialogContext.Provider value={{ openAuthDialog: vi.fn() }}>
      <EventsCarousel title="Hoy en Bilbao" events={EVENTS} />
    </AuthDialogContext.Provider>,
  );
  const row = screen.getByRole('list', { name: 'Hoy en Bilbao' });
  return { row, cards: () => within(row).queryAllByRole('article') };
}

describe('EventsCarousel', () => {
  let report: ReturnType<typeof installFakeIntersectionObserver>['report'];
  let observers: ReturnType<typeof installFakeIntersectionObserver>['observers'];
  beforeEach(() => {
    ({ report, observers } = installFakeIntersectionObserver());
    // jsdom does not scroll.
    Element.prototype.scrollBy = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  /** The section comes near the viewport; the row's end stays out of view. */
  const sectionNear = () => report((target) => target.tagName === 'SECTION');

  it('holds placeholders until the row nears the viewport, then builds the first cards only', () => {
    const { cards } = renderRow();
    expect(cards()).toHaveLength(0);
    sectionNear();
    expect(cards()).toHaveLength(CAROUSEL_INITIAL_CARDS);
    expect(screen.getByRole('heading', { name: 'Concierto 1' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Concierto 12' })).toBeNull();
  });

  it.each([
    ['a touch or click in the row', (row: HTMLElement) => fireEvent.pointerDown(row)],
    ['keyboard focus entering the row', (row: HTMLElement) => fireEvent.focus(row)],
    ['a key pressed in the row', (row: HTMLElement) => fireEvent.keyDown(row, { key: 'ArrowRight' })],
    [
      "the 'Siguientes' button",
      () => fireEvent.click(screen.getByRole('button', { name: 'Siguientes de Hoy en Bilbao' })),
    ],
  ])('shows every card after %s', (_label, act) => {
    const { row, cards } = renderRow();
    sectionNear();
    act(row);
    expect(cards()).toHaveLength(EVENTS.length);
    expect(screen.getByRole('heading', { name: 'Concierto 12' })).toBeInTheDocument();
  });

  it('shows every card when the row is scrolled towards its end (wheel or trackpad)', () => {
    const { cards } = renderRow();
    sectionNear();
    report(() => true);
    expect(cards()).toHaveLength(EVENTS.length);
  });

  it('watches its hidden cards against the row itself, so they are built as the row nears its end', () => {
    const { row } = renderRow();
    sectionNear();
    const watch = observers.find((o) => o.targets.some((t) => t.getAttribute('aria-hidden') === 'true'));
    expect(watch?.options?.root).toBe(row);
  });

  it('a short row has no hidden cards', () => {
    renderWithProviders(
      <AuthDialogContext.Provider value={{ openAuthDialog: vi.fn() }}>
        <EventsCarousel title="Tendencias" events={EVENTS.slice(0, 3)} />
      </AuthDialogContext.Provider>,
    );
    sectionNear();
    const row = screen.getByRole('list', { name: 'Tendencias' });
    // Three cards and no end-of-row marker.
    expect(row.children).toHaveLength(3);
    expect(within(row).getAllByRole('article')).toHaveLength(3);
  });

  it("keeps the row's first place when the events re-order (a scroll-snapped row follows a moved card)", () => {
    // With scroll snapping, a browser re-snaps to the card it was snapped to wherever it moves: had
    // the first card's element moved to the end, the row would open scrolled to its end.
    const first = EVENTS.slice(0, 4);
    function Harness() {
      const [events, setEvents] = useState(first);
      return (
        <AuthDialogContext.Provider value={{ openAuthDialog: vi.fn() }}>
          <button type="button" onClick={() => setEvents([...first].reverse())}>
            Reordenar
          </button>
          <EventsCarousel title="Tendencias" events={events} />
        </AuthDialogContext.Provider>
      );
    }
    renderWithProviders(<Harness />);
    const row = screen.getByRole('list', { name: 'Tendencias' });
    const placeholder = row.children[0];
    sectionNear();
    const firstPlace = row.children[0] as HTMLElement;
    expect(firstPlace).toBe(placeholder);
    expect(within(firstPlace).getByRole('heading', { name: 'Concierto 1' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reordenar' }));
    expect(row.children[0]).toBe(firstPlace);
    expect(within(firstPlace).getByRole('heading', { name: 'Concierto 4' })).toBeInTheDocument();
    expect(
      within(row.children[3] as HTMLElement).getByRole('heading', { name: 'Concierto 1' }),
    ).toBeInTheDocument();
  });
});
