import { describe, expect, it } from 'vitest';
import { getCity } from '@/config/cities';
import { landingFeed } from './landing-feed';

const bilbao = getCity('bilbao')!;
const santander = getCity('santander')!;

describe('landingFeed', () => {
  it('a category landing subscribes to that category', () => {
    expect(
      landingFeed({ kind: 'category', categoryId: 'musica' }, bilbao, 'Conciertos y música en Bilbao'),
    ).toEqual({
      filters: { category: 'musica' },
      topic: 'conciertos y música en Bilbao',
    });
  });

  it('the old-town landing subscribes to the city’s old town', () => {
    expect(landingFeed({ kind: 'old-town' }, bilbao, 'Eventos en el Casco Viejo')).toEqual({
      filters: { place: 'casco-viejo' },
      topic: 'eventos en el Casco Viejo',
    });
    expect(landingFeed({ kind: 'old-town' }, santander, 'Eventos en el Casco Viejo').filters).toEqual({
      place: 'casco-viejo',
    });
  });

  it('date landings offer the whole city', () => {
    expect(landingFeed({ kind: 'date', range: 'weekend' }, bilbao, 'Este fin de semana en Bilbao')).toEqual(
      {},
    );
  });
});
