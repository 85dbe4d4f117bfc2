import { afterEach, describe, expect, it } from 'vitest';
import { CITIES } from '@/config/cities';
import { setPageLocale } from '@/i18n/locale';
import { makeEvent } from './event.fixture';
import {
  eventPicture,
  eventPosterInput,
  eventPosterUri,
  isCategoryArtwork,
  ownEventImage,
} from './event-poster';

const theme = CITIES[0]!.theme;

describe('ownEventImage', () => {
  it.each([
    ['https://kafe.example/cartel.jpg', 'https://kafe.example/cartel.jpg'],
    ['/uploads/cartel.webp', '/uploads/cartel.webp'],
    ['/images/categories/musica.svg', null],
    ['/images/categories/arte.svg', null],
    ['/images/default-hero.svg', null],
    ['https://images.unsplash.com/p-1', null],
    ['', null],
    ['no es una url', null],
  ])('%s → %s', (imageUrl, expected) => {
    expect(ownEventImage({ imageUrl, categoryId: ['musica'] })).toBe(expected);
  });

  it('knows the clip-art paths', () => {
    expect(isCategoryArtwork('/images/categories/escenicos.svg')).toBe(true);
    expect(isCategoryArtwork('/images/cities/bilbao-hero.svg')).toBe(false);
  });
});

describe('eventPosterInput', () => {
  it('says the date with the start time, the venue (else the town) and the category, in its colour', () => {
    const e = makeEvent({
      id: 'x1',
      title: 'Jazz',
      categoryId: ['musica'],
      venue: 'Bilbo Kafe',
      startDate: '2026-11-28',
      startTime: '20:00:00',
    });
    expect(eventPosterInput(e, theme)).toEqual({
      title: 'Jazz',
      dateLabel: 'sáb, 28 nov · 20:00',
      venue: 'Bilbo Kafe',
      categoryName: 'Música',
      colors: { primary: '#6d28d9', secondary: theme.secondary, accent: theme.accent },
      seed: 'x1',
    });
    const bare = eventPosterInput(makeEvent({ town: 'Getxo' }), theme);
    expect(bare).toMatchObject({ dateLabel: '', venue: 'Getxo', categoryName: '' });
    expect(bare.colors.primary).toBe(theme.primary);
  });
});

describe('eventPosterUri', () => {
  it('draws an event once, and again when what it shows changes', () => {
    const e = makeEvent({ id: 'cache-1', title: 'Uno' });
    const first = eventPosterUri(e, theme);
    expect(eventPosterUri({ ...e }, theme)).toBe(first);
    const renamed = eventPosterUri({ ...e, title: 'Dos' }, theme);
    expect(renamed).not.toBe(first);
    expect(decodeURIComponent(renamed)).toContain('Dos');
  });
});

describe('eventPicture', () => {
  it('puts the poster first for a clip-art event and after the own picture otherwise', () => {
    const clip = eventPicture(
      makeEvent({ title: 'A', imageUrl: '/images/categories/cine.svg', categoryId: ['cine'] }),
      theme,
    );
    expect(clip.sources[0]).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(clip.sources.slice(1)).toEqual(['/images/categories/cine.svg', '/images/default-hero.svg']);
    expect(clip.alt).toBe('Cartel de «A»');
    const own = eventPicture(makeEvent({ title: 'B', imageUrl: 'https://a.example/b.jpg' }), theme);
    expect(own.sources[0]).toBe('https://a.example/b.jpg');
    expect(own.sources[1]).toMatch(/^data:image\/svg\+xml/);
    expect(own.alt).toBe('B');
    expect(eventPicture(makeEvent(), theme).alt).toBe('Cartel del evento');
  });
});

describe('eventPosterInput on a Basque page', () => {
  afterEach(() => setPageLocale('es'));

  it.each([
    [['escenicos'], 'Arte eszenikoak'],
    [['teatro'], 'Antzerkia'],
    [['musica'], 'Musika'],
  ])('names %j in Basque: %s', (categoryId, name) => {
    setPageLocale('eu');
    const e = makeEvent({ categoryId, startDate: '2026-11-28' });
    expect(eventPosterInput(e, theme)).toMatchObject({
      categoryName: name,
      dateLabel: 'azaroaren 28a, larunbata',
    });
  });
});
