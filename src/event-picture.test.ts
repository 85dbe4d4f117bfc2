import { beforeEach, describe, expect, it } from 'vitest';
import { showEventPicture } from './event-picture';

const row = (image_url: string) => ({
  id: 'd4e58128-8c55-4d8e-a8d1-76f38a5bd001',
  title: 'Jazz en la ría',
  image_url,
  category_id: ['musica'],
  start_date: '2026-11-28',
  venue: 'Bilborock',
  town: 'Bilbao',
});

let box: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<main><div class="animate-pulse aspect-video"></div></main>';
  box = document.querySelector('.aspect-video')!;
  // jsdom loads no images: every picture "loads" at once.
  HTMLImageElement.prototype.decode = () => Promise.resolve();
});

describe('the first paint’s picture of an event', () => {
  it('is the poster for an event whose picture is its category’s clip-art', async () => {
    await showEventPicture(box, 'bilbao', Promise.resolve([row('/images/categories/musica.svg')]));
    expect(box.querySelector('img')!.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(box.classList.contains('animate-pulse')).toBe(false);
  });

  it('is the event’s own picture when it has one', async () => {
    await showEventPicture(box, 'bilbao', Promise.resolve([row('/uploads/jazz.jpg')]));
    expect(box.querySelector('img')!.getAttribute('src')).toBe('/uploads/jazz.jpg');
  });

  it('is nothing without exactly one row, or once the app has replaced the first paint', async () => {
    await showEventPicture(box, 'bilbao', Promise.resolve([]));
    await showEventPicture(box, 'bilbao', Promise.resolve(null));
    expect(box.querySelector('img')).toBeNull();
    const rows = Promise.resolve([row('/uploads/jazz.jpg')]);
    box.remove();
    await showEventPicture(box, 'bilbao', rows);
    expect(box.querySelector('img')).toBeNull();
  });
});
