import { describe, it, expect } from 'vitest';
import { makeEvent } from './event.fixture';
import { buildEventPath, parseEventId } from './event-url';

const ID = '3f2a9c1e-7b4d-4e2a-9f0b-1c2d3e4f5a6b';

describe('buildEventPath', () => {
  it.each([
    [
      'all parts',
      {
        town: 'Bilbao',
        categoryId: ['musica', 'fiestas'],
        subcategory: ['jazz'],
        startDate: '2025-11-22',
        title: 'Concierto de Jazz en el Arriaga',
      },
      `/event/${ID}--bilbao-musica-jazz-2025-11-22-concierto-de-jazz-en-el-arriaga`,
    ],
    [
      'no subcategory → general',
      { town: 'Casco Viejo', categoryId: ['gastronomia'], startDate: '2025-11-22', title: 'Ruta de pintxos' },
      `/event/${ID}--casco-viejo-gastronomia-general-2025-11-22-ruta-de-pintxos`,
    ],
    [
      'accents and symbols slugified',
      {
        town: 'Begoña',
        categoryId: ['música'],
        subcategory: ['clásica'],
        startDate: '2025-11-22',
        title: '¡Año Nuevo! & más…',
      },
      `/event/${ID}--begona-musica-clasica-2025-11-22-ano-nuevo-mas`,
    ],
    [
      'empty parts skipped',
      { town: '', categoryId: [], startDate: '', title: 'Solo título' },
      `/event/${ID}--general-solo-titulo`,
    ],
    [
      'invalid date skipped',
      { town: 'Getxo', categoryId: ['arte'], startDate: 'pronto', title: 'Expo' },
      `/event/${ID}--getxo-arte-general-expo`,
    ],
  ])('%s', (_label, fields, expected) =>
    expect(buildEventPath(makeEvent({ id: ID, ...fields }))).toBe(expected),
  );

  it('round-trips the id', () => {
    const path = buildEventPath(makeEvent({ id: ID, title: 'Algo -- raro', town: 'Bilbao' }));
    expect(parseEventId(path.replace('/event/', ''))).toBe(ID);
  });
});

describe('parseEventId', () => {
  it.each([
    [`${ID}--bilbao-musica-jazz-2025-11-22-concierto`, ID],
    [`${ID}--a--b`, ID],
    [ID, ID],
    ['42', '42'],
    ['', null],
    ['--bilbao-musica', null],
    [undefined, null],
  ])('%j → %j', (param, expected) => expect(parseEventId(param)).toBe(expected));
});

describe('a series', () => {
  it('keeps its first date in the URL whichever date it is shown at', () => {
    const base = {
      id: 'e1',
      town: 'Bilbao',
      categoryId: ['gastronomia'],
      subcategory: [],
      title: 'Pintxo-pote',
    };
    const series = {
      rule: 'FREQ=WEEKLY;COUNT=3',
      exdates: [],
      dates: ['2026-12-03', '2026-12-10', '2026-12-17'],
      firstDate: '2026-12-03',
    };
    expect(buildEventPath({ ...base, startDate: '2026-12-10', series })).toBe(
      '/event/e1--bilbao-gastronomia-general-2026-12-03-pintxo-pote',
    );
  });
});
