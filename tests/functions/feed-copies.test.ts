import { describe, expect, it } from 'vitest';
import { CITIES as APP_CITIES } from '@/config/cities';
import { getProvinceTowns } from '@/config/provinces';
import { cityTownSet as appCityTownSet } from '@/features/city/domain/city-towns';
import { buildEventPath } from '@/features/events/domain/event-url';
import { cityTownSet } from '../../supabase/functions/_shared/city_towns.ts';
import { eventUrl } from '../../supabase/functions/_shared/event_text.ts';
import type { EventRow } from '../../supabase/functions/_shared/event_text.ts';

// The feeds and the newsletter deploy on their own and cannot import src/: what they build on their side
// must match what the app builds on its own.
describe('edge functions: the feeds and the newsletter agree with the app', () => {
  // One rule and one list of cities, places and towns (supabase/functions/_shared/towns.ts, cities.ts),
  // each side putting them together: the feeds and the newsletter show a city what its listing shows.
  it('city town sets (what each city shows) equal the listing’s', () => {
    for (const city of APP_CITIES)
      expect(cityTownSet(city.id)).toEqual(appCityTownSet(city, getProvinceTowns(city.province)));
    expect(cityTownSet('generic')).toEqual([]);
  });

  it('event links equal the app’s buildEventPath on the city sub-domain', () => {
    const row: EventRow = {
      id: '11111111-1111-4111-8111-111111111111',
      title: '¡Concierto de Año Nuevo!',
      description: null,
      category_id: ['musica', 'fiestas'],
      subcategory: ['clasica'],
      venue: null,
      town: 'Donostia-San Sebastián',
      neighborhood: null,
      address: null,
      start_date: '2027-01-01',
      end_date: null,
      start_time: null,
      end_time: null,
      price: null,
      is_free: true,
      destacado: 0,
    };
    const path = buildEventPath({
      id: row.id,
      title: row.title,
      town: row.town!,
      categoryId: row.category_id!,
      subcategory: row.subcategory!,
      startDate: row.start_date!,
    });
    expect(eventUrl('https://agendanorte.es', 'sansebastian', row)).toBe(
      `https://sansebastian.agendanorte.es${path}`,
    );
  });
});
