import { describe, expect, it } from 'vitest';
import { CITIES } from '@/config/cities';
import type { City } from '@/config/types';
import { getLanding, LANDINGS, landingForPath } from './landings';

const city = (id: string) => CITIES.find((c) => c.id === id) as City;

describe('landing table', () => {
  it.each([
    ['/musica', 'musica', { kind: 'category', categoryId: 'musica' }],
    ['/fiestas', 'fiestas', { kind: 'category', categoryId: 'fiestas' }],
    ['/tardeos', 'fiestas', { kind: 'category', categoryId: 'fiestas' }],
    ['/gastronomia', 'gastronomia', { kind: 'category', categoryId: 'gastronomia' }],
    ['/familia', 'familia', { kind: 'category', categoryId: 'infantil' }],
    ['/cultura', 'cultura', { kind: 'category', categoryId: 'arte' }],
    ['/casco-viejo', 'casco-viejo', { kind: 'old-town' }],
    ['/fin-de-semana', 'fin-de-semana', { kind: 'date', range: 'weekend' }],
    ['/sabado', 'sabado', { kind: 'date', range: 'saturday' }],
  ])('%s → %s with its preset', (path, id, preset) => {
    const landing = landingForPath(path);
    expect(landing?.id).toBe(id);
    expect(landing?.preset).toEqual(preset);
  });

  it('has no other path, and each page has one canonical path (tardeos shows fiestas)', () => {
    expect(landingForPath('/conciertos-hoy')).toBeUndefined();
    expect(landingForPath('/eventos')).toBeUndefined();
    expect(getLanding('fiestas').path).toBe('/fiestas');
    const paths = LANDINGS.flatMap((l) => [l.path, ...l.aliases]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    ['musica', 'bilbao', 'Música en directo en Bilbao'],
    ['familia', 'bilbao', 'Planes en familia en el Botxo'],
    ['familia', 'sansebastian', 'Planes en familia en Donosti'],
    ['familia', 'santander', 'Planes en familia en Santander'],
    ['fiestas', 'pamplona', 'Fiestas y tardeos en Iruña'],
    ['cultura', 'vitoria', 'Cultura y exposiciones en Vitoria-Gasteiz'],
    ['casco-viejo', 'bilbao', 'Planes en el Casco Viejo de Bilbao'],
    ['casco-viejo', 'sansebastian', 'Planes en la Parte Vieja de San Sebastián'],
    ['sabado', 'vitoria', 'Qué hacer el sábado en Gasteiz'],
    ['fin-de-semana', 'logronio', 'Planes para el fin de semana en Logroño'],
  ] as const)('%s in %s: hero “%s”', (id, cityId, heroTitle) => {
    expect(getLanding(id).copy(city(cityId)).heroTitle).toBe(heroTitle);
  });

  describe.each(CITIES.map((c) => [c.id, c] as const))('every landing in %s', (_id, c) => {
    it.each(LANDINGS.map((l) => [l.id, l] as const))(
      '%s has its own title, description and keywords',
      (_l, l) => {
        const copy = l.copy(c);
        expect(copy.title).toMatch(/\| Agenda Norte$/);
        expect(copy.title).toContain(c.name);
        expect(copy.description.length).toBeGreaterThan(60);
        expect(copy.keywords.length).toBeGreaterThanOrEqual(3);
        for (const text of [copy.heroTitle, copy.heroText, copy.resultsTitle, copy.emptyText]) {
          expect(text.trim()).not.toBe('');
        }
        // Every {slot} of landings.json is one the page fills.
        for (const text of [copy.title, copy.description, copy.heroTitle, copy.heroText, ...copy.keywords])
          expect(text).not.toMatch(/undefined|\{\w+\}/);
      },
    );
  });

  it('titles and descriptions differ between landings of one city', () => {
    const copies = LANDINGS.map((l) => l.copy(city('bilbao')));
    expect(new Set(copies.map((c) => c.title)).size).toBe(LANDINGS.length);
    expect(new Set(copies.map((c) => c.description)).size).toBe(LANDINGS.length);
  });
});
