import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/utils/render';
import { makeEvent } from '../domain/event.fixture';
import type { EventItem } from '../domain/types';
import { EventCard } from './event-card';

vi.mock('@/features/tracking/api/tracking-api', () => ({
  trackExternalClick: vi.fn().mockResolvedValue(undefined),
}));

const event = (over: Partial<EventItem>) =>
  makeEvent({ id: 'c1', title: 'Bertso saioa', town: 'Bilbao', startDate: '2026-11-28', ...over });

/** The 16:9 picture box: what is laid over it adds nothing to the card's height. */
const pictureOf = (element: HTMLElement) => element.closest('.aspect-video');

describe('EventCard notices', () => {
  it("a cancelled event shows 'Cancelado' on its picture and says it with its title", () => {
    renderWithProviders(<EventCard event={event({ cancelled: true })} />);
    const badge = screen.getByText('Cancelado', { selector: '[aria-hidden="true"]' });
    expect(pictureOf(badge)).not.toBeNull();
    const article = screen.getByRole('article', { name: 'Cancelado: Bertso saioa' });
    const heading = within(article).getByRole('heading', { level: 3, name: 'Cancelado: Bertso saioa' });
    // The title links to the detail page exactly as any other card's does.
    const link = within(heading).getByRole('link', { name: 'Bertso saioa' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/event\/c1--/));
    expect(link).toHaveAttribute('target', '_blank');
    // Its date is still shown: it stays listed until then.
    expect(screen.getByText('sáb, 28 nov')).toBeInTheDocument();
  });

  it.each([[['eu']], [['es', 'eu']]])("language %j → 'En euskera' on the picture", (language) => {
    renderWithProviders(<EventCard event={event({ language })} />);
    expect(pictureOf(screen.getByText('En euskera'))).not.toBeNull();
  });

  it.each([[[]], [['es']]])('language %j, not cancelled → no notice', (language) => {
    renderWithProviders(<EventCard event={event({ language })} />);
    expect(screen.queryByText('En euskera')).not.toBeInTheDocument();
    expect(screen.queryByText(/Cancelado/)).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Bertso saioa' })).toBeInTheDocument();
  });

  it('a cancelled event in Basque shows both', () => {
    renderWithProviders(<EventCard event={event({ cancelled: true, language: ['eu'] })} />);
    const notices = screen.getByText('En euskera').parentElement as HTMLElement;
    expect([...notices.children].map((badge) => badge.textContent)).toEqual(['Cancelado', 'En euskera']);
  });
});
