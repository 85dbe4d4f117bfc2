import { describe, expect, it } from 'vitest';
import { feedLinks } from './feed-urls';

describe('feedLinks', () => {
  it('the functions base from the Supabase URL, without a doubled slash', () => {
    const base = 'https://ref.supabase.co/functions/v1';
    expect(feedLinks('https://ref.supabase.co', 'bilbao').ics).toBe(`${base}/feed?city=bilbao&format=ics`);
    expect(feedLinks('https://ref.supabase.co/', 'logronio').rss).toBe(
      `${base}/feed?city=logronio&format=rss`,
    );
    expect(feedLinks('http://127.0.0.1:54321/ ', 'bilbao').ics).toBe(
      'http://127.0.0.1:54321/functions/v1/feed?city=bilbao&format=ics',
    );
  });

  it('city and format, then the listing parameters when given', () => {
    const base = 'https://ref.supabase.co/functions/v1';
    const rss = (filters: Parameters<typeof feedLinks>[2]) =>
      feedLinks('https://ref.supabase.co', 'bilbao', filters).rss;
    expect(rss({ category: 'musica', place: 'Casco Viejo', freeOnly: true })).toBe(
      `${base}/feed?city=bilbao&format=rss&categoria=musica&ubicacion=Casco+Viejo&gratis=1`,
    );
    expect(rss({ category: ' ', place: null, freeOnly: false })).toBe(`${base}/feed?city=bilbao&format=rss`);
    expect(rss({ place: 'begoña' })).toBe(`${base}/feed?city=bilbao&format=rss&ubicacion=bego%C3%B1a`);
  });

  it('webcal and Google Calendar links', () => {
    expect(feedLinks('http://127.0.0.1:54321', 'bilbao').webcal).toBe(
      'webcal://127.0.0.1:54321/functions/v1/feed?city=bilbao&format=ics',
    );
    expect(feedLinks('https://ref.supabase.co', 'bilbao').google).toBe(
      'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fref.supabase.co%2Ffunctions%2Fv1%2Ffeed%3Fcity%3Dbilbao%26format%3Dics',
    );
  });

  it('all links at once', () => {
    expect(feedLinks('https://ref.supabase.co', 'pamplona', { category: 'fiestas' })).toEqual({
      ics: 'https://ref.supabase.co/functions/v1/feed?city=pamplona&format=ics&categoria=fiestas',
      webcal: 'webcal://ref.supabase.co/functions/v1/feed?city=pamplona&format=ics&categoria=fiestas',
      google:
        'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fref.supabase.co%2Ffunctions%2Fv1%2Ffeed%3Fcity%3Dpamplona%26format%3Dics%26categoria%3Dfiestas',
      rss: 'https://ref.supabase.co/functions/v1/feed?city=pamplona&format=rss&categoria=fiestas',
    });
  });

  it('lang=eu for the Basque feeds, after the listing parameters; nothing for Spanish', () => {
    const links = feedLinks('https://ref.supabase.co', 'bilbao', { category: 'musica', language: 'eu' });
    expect(links.rss).toBe(
      'https://ref.supabase.co/functions/v1/feed?city=bilbao&format=rss&categoria=musica&lang=eu',
    );
    expect(links.webcal).toBe(
      'webcal://ref.supabase.co/functions/v1/feed?city=bilbao&format=ics&categoria=musica&lang=eu',
    );
    expect(feedLinks('https://ref.supabase.co', 'bilbao', { language: 'es' }).ics).toBe(
      'https://ref.supabase.co/functions/v1/feed?city=bilbao&format=ics',
    );
  });
});
