import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { renderWithProviders } from '../../../../tests/utils/render';
import { refusalText } from '../api/use-event-moderation';
import { CORRECTION_MESSAGES } from '../domain/event-correction';
import { formatEventDates, formatEventTimes, formatRangeLabel, occurrenceLabel } from '../domain/dates';
import { makeEvent } from '../domain/event.fixture';
import { eventTexts } from '../domain/event-texts';
import { EventCard } from './event-card';
import { EventTags } from './event-tags';
import { EventDescription, EventDetails } from './event-page/event-details';

const jazz = makeEvent({
  id: 'a1b2',
  title: 'Jazz en el Kafe',
  titleEu: 'Jazza Kafean',
  venue: 'Bilbo Kafe',
  town: 'Bilbao',
  startDate: '2026-11-28',
  startTime: '20:00:00',
  endTime: '22:30',
  isFree: true,
  ticketUrl: 'https://tickets.example/jazz',
  language: ['es', 'eu'],
  cancelled: true,
});

describe('events in Basque', () => {
  beforeEach(() => setPageLocale('eu'));
  afterEach(() => setPageLocale('es'));

  it('writes dates, times and ranges in Basque', () => {
    expect(formatEventDates(jazz)).toBe('azaroaren 28a, larunbata');
    expect(formatEventDates({ startDate: '2026-11-20', endDate: '2026-12-02' })).toBe(
      'azaroaren 20tik abenduaren 2ra',
    );
    expect(formatEventDates({ startDate: '', endDate: '2026-11-22' })).toBe('azaroaren 22ra arte');
    expect(formatEventDates({ startDate: '', endDate: '' })).toBe('Data zehaztu gabe');
    expect(formatEventTimes(jazz)).toBe('20:00 – 22:30');
    expect(formatEventTimes({ startTime: '', endTime: '23:00' })).toBe('23:00ak arte');
    expect(formatEventTimes({ startTime: '', endTime: '' })).toBe('Ordua zehaztu gabe');
    expect(formatRangeLabel({ from: '2026-11-22', to: '2026-11-24' })).toBe('azaroaren 22tik 24ra');
    expect(formatRangeLabel({ from: '2026-11-22', to: '2026-11-22' })).toBe('azaroaren 22a');
    expect(occurrenceLabel('2026-12-03', '2026-11-28')).toBe('abenduaren 3a, osteguna');
  });

  it('shows the card in Basque, with the Basque title', () => {
    renderWithProviders(<EventCard event={jazz} />);
    expect(screen.getByRole('link', { name: 'Jazza Kafean' }).getAttribute('href')).toMatch(/^\/eu\/event\//);
    for (const text of ['Euskaraz', 'Doan', 'Sarrerak', 'Informazio gehiago', 'azaroaren 28a, larunbata']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('button', { name: 'Partekatu' })).toBeInTheDocument();
    for (const text of ['Gratis', 'Entradas', 'Más info', 'En euskera', 'Cancelado']) {
      expect(screen.queryByText(text)).not.toBeInTheDocument();
    }
  });

  it("marks a text the event has only in Spanish ('Gaztelaniaz', lang es)", () => {
    const spanishOnly = makeEvent({
      title: 'Concierto',
      description: 'Un concierto.',
      startDate: '2026-11-28',
    });
    const { description } = eventTexts(spanishOnly);
    render(
      <>
        <EventDetails event={spanishOnly} />
        <EventDescription description={description} />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Xehetasunak' })).toBeInTheDocument();
    expect(screen.getByText('Data eta ordua')).toBeInTheDocument();
    expect(screen.getByText('Gaztelaniaz')).toBeInTheDocument();
    expect(screen.getByText('Un concierto.').closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(screen.queryByText('Detalles')).not.toBeInTheDocument();
    expect(eventTexts({ ...spanishOnly, titleEu: 'Kontzertua' }).title).toEqual({ text: 'Kontzertua' });
  });

  it('tells moderators in Basque, read when used', () => {
    expect(CORRECTION_MESSAGES.titleRequired).toBe('Idatzi ekitaldiaren izenburua.');
    expect(refusalText({ code: 'P0002', message: '' }, '')).toBe('Ekitaldi hau jada ez dago.');
  });

  it("marks the event's tags as Spanish, the language they are written in", () => {
    render(<EventTags tags={['gratis', 'jazz']} />);
    const list = screen.getByRole('list', { name: 'Etiketak' });
    for (const item of list.querySelectorAll('li')) expect(item).toHaveAttribute('lang', 'es');
  });
});
