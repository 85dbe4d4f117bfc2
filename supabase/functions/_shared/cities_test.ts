import assert from 'node:assert/strict';
import { CITY_LOCATIONS, PLACE_NAMES_EU, placeNameEu } from './cities.ts';

Deno.test('placeNameEu: official or customary Basque names; the others keep theirs', () => {
  const cases: Array<[id: string, name: string, eu: string]> = [
    ['bilbao', 'Bilbao', 'Bilbo'],
    ['casco-viejo', 'Casco Viejo', 'Alde Zaharra'],
    ['deusto', 'Deusto', 'Deusto'],
    ['las-arenas', 'Las Arenas', 'Areeta'],
    ['getxo', 'Getxo', 'Getxo'],
    ['barakaldo-centro', 'Centro', 'Erdigunea'],
    ['santander-centro', 'Centro', 'Erdigunea'],
    ['sansebastian', 'San Sebastián', 'Donostia'],
    ['parte-vieja', 'Parte Vieja', 'Alde Zaharra'],
    ['centro', 'Centro', 'Erdialdea'],
    ['gros', 'Gros', 'Gros'],
    ['irun', 'Irún', 'Irun'],
    ['pamplona', 'Pamplona', 'Iruñea'],
    ['san-juan', 'San Juan', 'Donibane'],
    ['rochapea', 'Rochapea', 'Arrotxapea'],
    ['vitoria', 'Vitoria-Gasteiz', 'Gasteiz'],
    ['ensanche', 'Ensanche', 'Zabalgunea'],
    ['santander', 'Santander', 'Santander'],
    ['logronio', 'Logroño', 'Logroño'],
    ['el-sardinero', 'El Sardinero', 'El Sardinero'],
  ];
  for (const [id, name, eu] of cases) assert.equal(placeNameEu(id, name), eu, id);
});

Deno.test('PLACE_NAMES_EU names only places of CITY_LOCATIONS', () => {
  const ids = new Set(Object.values(CITY_LOCATIONS).flatMap((rows) => rows.map(([id]) => id)));
  for (const id of Object.keys(PLACE_NAMES_EU)) assert.ok(ids.has(id), id);
});
