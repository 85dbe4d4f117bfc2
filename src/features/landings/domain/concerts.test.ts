import { describe, expect, it } from 'vitest';
import { makeEvent } from '@/features/events/domain/event.fixture';
import { CONCERTS_SORT_OPTIONS, concertsCategory, concertsPreset, isOnToday } from './concerts';
import { concertsCopy } from './concerts-copy';
import { CITIES } from '@/config/cities';
import type { City } from '@/config/types';

// Wednesday 25 November 2026, 22:00 in Madrid.
const NOW = new Date('2026-11-25T21:00:00Z');

describe('concertsCategory (the categoria parameter)', () => {
  it.each([
    [null, 'musica'],
    ['', 'musica'],
    ['musica', 'musica'],
    ['Música', 'musica'],
    ['cine', 'cine'],
    ['gastronomia', 'gastronomia'],
    ['jazz', 'musica'],
    ['teatro', 'escenicos'],
    ['no-existe', 'musica'],
  ])('%s → %s', (param, category) => expect(concertsCategory(param)).toBe(category));

  it('presets the category with its subcategories and no date', () => {
    const preset = concertsPreset('musica');
    expect(preset.categories).toEqual(['musica', 'jazz', 'clasica', 'moderna', 'festivales-musicales']);
    expect(preset.dateRange).toBeNull();
  });
});

describe('isOnToday (past measured to the end of today)', () => {
  it.each([
    ['ended yesterday', { startDate: '2026-11-20', endDate: '2026-11-24' }, false],
    ['one day yesterday', { startDate: '2026-11-24' }, false],
    ['running today, started last week', { startDate: '2026-11-18', endDate: '2026-11-30' }, true],
    ['today, finished at 18:00 (still listed at 22:00)', { startDate: '2026-11-25', endTime: '18:00' }, true],
    ['today, with an end date today', { startDate: '2026-11-25', endDate: '2026-11-25' }, true],
    ['tomorrow', { startDate: '2026-11-26' }, false],
    ['no date', {}, false],
    ['invalid date', { startDate: 'mañana' }, false],
  ])('%s → %s', (_name, dates, shown) => expect(isOnToday(makeEvent(dates), NOW)).toBe(shown));

  it('uses the Madrid day: 23:30 UTC on the 25th is already the 26th', () => {
    const late = new Date('2026-11-25T23:30:00Z');
    expect(isOnToday(makeEvent({ startDate: '2026-11-25' }), late)).toBe(false);
    expect(isOnToday(makeEvent({ startDate: '2026-11-26' }), late)).toBe(true);
  });
});

describe('concerts copy and sorts', () => {
  const bilbao = CITIES.find((c) => c.id === 'bilbao') as City;
  it('offers the three sorts of the description, about-to-end first', () => {
    expect(CONCERTS_SORT_OPTIONS).toEqual(['endDate_asc', 'date_asc', 'price_asc']);
  });
  it('names music pages “Conciertos hoy” and other categories by name', () => {
    expect(concertsCopy(bilbao, 'musica', 'miércoles 25 de noviembre')).toMatchObject({
      heroTitle: 'Conciertos hoy en Bilbao',
      heroText: 'Miércoles 25 de noviembre',
      title: 'Conciertos hoy en Bilbao | Agenda Norte',
    });
    expect(concertsCopy(bilbao, 'cine', 'miércoles 25 de noviembre').heroTitle).toBe('Cine hoy en Bilbao');
  });
});
