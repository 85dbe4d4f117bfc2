import { describe, expect, it } from 'vitest';
import { feedLinks, feedUrl, functionsBaseUrl, googleCalendarSubscribeUrl, webcalUrl } from './feed-urls';

describe('feed URLs', () => {
  it('functions base from the Supabase URL', () => {
    expect(functionsBaseUrl('https://ref.supabase.co')).toBe('https://ref.supabase.co/functions/v1');
    expect(functionsBaseUrl('http://127.0.0.1:54321/ ')).toBe('http://127.0.0.1:54321/functions/v1');
  });

  it('city and format, then the listing parameters when given', () => {
    const base = 'https://ref.supabase.co/functions/v1';
    expect(feedUrl(base, 'bilbao', 'ics')).toBe(`${base}/feed?city=bilbao&format=ics`);
    expect(feedUrl(`${base}/`, 'logronio', 'rss')).toBe(`${base}/feed?city=logronio&format=rss`);
    expect(feedUrl(base, 'bilbao', 'rss', { category: 'musica', place: 'Casco Viejo', freeOnly: true })).toBe(
      `${base}/feed?city=bilbao&format=rss&categoria=musica&ubicacion=Casco+Viejo&gratis=1`,
    );
    expect(feedUrl(base, 'bilbao', 'ics', { category: ' ', place: null, freeOnly: false })).toBe(
      `${base}/feed?city=bilbao&format=ics`,
    );
    expect(feedUrl(base, 'bilbao', 'ics', { place: 'begoña' })).toBe(
      `${base}/feed?city=bilbao&format=ics&ubicacion=bego%C3%B1a`,
    );
  });

  it('webcal and Google Calendar links', () => {
    expect(webcalUrl('https://ref.supabase.co/functions/v1/feed?city=bilbao&format=ics')).toBe(
      'webcal://ref.supabase.co/functions/v1/feed?city=bilbao&format=ics',
    );
    expect(webcalUrl('http://127.0.0.1:54321/functions/v1/feed')).toBe(
      'webcal://127.0.0.1:54321/functions/v1/feed',
    );
    expect(
      googleCalendarSubscribeUrl('https://ref.supabase.co/functions/v1/feed?city=bilbao&format=ics'),
    ).toBe(
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
});
