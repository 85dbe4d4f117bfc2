import { describe, expect, it } from 'vitest';
import { absoluteEventImage, eventImageCandidates, isStockPhotoUrl } from './event-image';

describe('isStockPhotoUrl', () => {
  it.each([
    ['https://images.unsplash.com/photo-123?w=800', true],
    ['https://unsplash.com/photos/abc', true],
    ['https://www.pexels.com/photo/1.jpg', true],
    ['https://images.pexels.com/photos/1/a.jpeg', true],
    ['https://cdn.pixabay.com/photo/a.jpg', true],
    ['https://image.shutterstock.com/a.jpg', true],
    ['https://www.shutterstock.es/a.jpg', true],
    ['https://media.istockphoto.com/id/1/a.jpg', true],
    ['https://media.gettyimages.com/a.jpg', true],
    ['https://bilbaokafe.example/cartel.jpg', false],
    ['https://notunsplash.com/a.jpg', false],
    ['/images/categories/musica.svg', false],
    ['', false],
  ])('%s → %s', (url, expected) => {
    expect(isStockPhotoUrl(url)).toBe(expected);
  });
});

describe('eventImageCandidates', () => {
  it('tries the event image, then the category artwork, then the default hero', () => {
    expect(eventImageCandidates({ imageUrl: 'https://kafe.example/a.jpg', categoryId: ['musica'] })).toEqual([
      'https://kafe.example/a.jpg',
      '/images/categories/musica.svg',
      '/images/default-hero.svg',
    ]);
  });

  it('skips stock photos, empty and unusable URLs', () => {
    for (const imageUrl of [
      'https://images.unsplash.com/x',
      '',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
    ]) {
      expect(eventImageCandidates({ imageUrl, categoryId: ['arte'] })[0]).toBe('/images/categories/arte.svg');
    }
  });

  it("uses a subcategory's parent artwork and the default hero for unknown categories", () => {
    expect(eventImageCandidates({ imageUrl: '', categoryId: ['jazz'] })[0]).toBe(
      '/images/categories/musica.svg',
    );
    expect(eventImageCandidates({ imageUrl: '', categoryId: ['conciertos'] })).toEqual([
      '/images/default-hero.svg',
    ]);
    expect(eventImageCandidates({ imageUrl: '', categoryId: [] })).toEqual(['/images/default-hero.svg']);
  });
});

describe('absoluteEventImage', () => {
  it('prefixes site paths with the origin and keeps absolute URLs', () => {
    expect(absoluteEventImage({ imageUrl: '', categoryId: ['cine'] }, 'https://bilbao.agendanorte.es')).toBe(
      'https://bilbao.agendanorte.es/images/categories/cine.svg',
    );
    expect(
      absoluteEventImage({ imageUrl: 'https://kafe.example/a.jpg', categoryId: [] }, 'https://x.es'),
    ).toBe('https://kafe.example/a.jpg');
  });
});
