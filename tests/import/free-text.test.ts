// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseHours, parsePrice } from '../../supabase/functions/_shared/import/free_text.ts';

describe('import: hours from free text', () => {
  // [text, start, end]; null start = no time (none given, or ambiguous).
  const cases: Array<[string, string | null, string | null]> = [
    ['De 10:00 a 14:00', '10:00', '14:00'],
    ['20:00h', '20:00', null],
    ['20:00 h.', '20:00', null],
    ['20.30', '20:30', null],
    ['20:30 horas', '20:30', null],
    ['19:30 - 21:00', '19:30', '21:00'],
    ['19:30–21:00', '19:30', '21:00'],
    ['20 h', '20:00', null],
    ['20h', '20:00', null],
    ['20 horas', '20:00', null],
    ['20h30', '20:30', null],
    ['a las 19:00', '19:00', null],
    ['A las 19', '19:00', null],
    ['a las 8 de la tarde', '20:00', null],
    ['8:30 de la tarde', '20:30', null],
    ['8 pm', '20:00', null],
    ['Ordutegia: 18:00', '18:00', null],
    ['19:00etan', '19:00', null],
    ['arratsaldeko 7etan', '19:00', null],
    ['10:00etatik 14:00etara', '10:00', '14:00'],
    ['10-14 h', '10:00', '14:00'],
    ['De 10 a 14 horas', '10:00', '14:00'],
    ['22:00 - 02:00', '22:00', '02:00'], // past midnight: kept as the source says
    // Opening hours: the first slot, when every day clause agrees.
    ['Martes a sábado: 10:00-14:00 y 17:00-20:00', '10:00', '14:00'],
    ['Martes a sábado: 10:00-14:00 y 17:00-20:00. Domingos: 10:00-14:00', '10:00', '14:00'],
    ['Lunes a viernes: 10:00-20:00; sábados: 10:00-14:00', '10:00', null], // same start, ends differ
    ['Lunes a viernes 18:00; sábados 12:00', null, null], // days start at different times
    ['Astelehenetik ostiralera: 10:00-14:00; larunbatetan: 11:00-14:00', null, null],
    ['Sesiones: 18:00 y 20:30', '18:00', null],
    // Nothing, or nothing safe to read.
    ['', null, null],
    ['Consultar horarios', null, null],
    ['a las 8', null, null], // morning or evening?
    ['12.05.2025', null, null], // a date, not 12:05
    ['25:00', null, null],
  ];
  it.each(cases)('%j → %s–%s', (text, start, end) => {
    const reading = parseHours(text);
    expect(reading?.startTime ?? null).toBe(start);
    expect(reading?.endTime ?? null).toBe(end);
  });

  it('no text → null', () => {
    expect(parseHours(undefined)).toBeNull();
    expect(parseHours(null)).toBeNull();
  });
});

describe('import: prices from free text', () => {
  // [text, price, isFree]
  const cases: Array<[string, number | null, boolean]> = [
    ['Gratis', null, true],
    ['Gratuito', null, true],
    ['Actividad gratuita', null, true],
    ['Entrada libre', null, true],
    ['Entrada libre hasta completar aforo', null, true],
    ['Sarrera doan', null, true],
    ['Doan', null, true],
    ['Sarrera librea', null, true],
    ['Free', null, true],
    ['0 €', null, true],
    ['0,00 €', null, true],
    ['10 €', 10, false],
    ['10€', 10, false],
    ['10,50€', 10.5, false],
    ['10.50 €', 10.5, false],
    ['EUR 10', 10, false],
    ['€12', 12, false],
    ['12 euros', 12, false],
    ['5-12 €', 5, false],
    ['De 5 a 12 €', 5, false],
    ['12 € / 8 € (reducida)', 8, false],
    ['Anticipada: 15 €; taquilla: 18 €', 15, false],
    ['Desde 8 €', 8, false],
    ['Precio: 12', 12, false],
    ['15', 15, false],
    ['7,5', 7.5, false],
    ['1.000 €', 1000, false],
    ['Gratis para socios; 5 € resto', 5, false], // somebody pays: not free
    ['Menores de 12 años: 5 €', 5, false], // the age is not a price
    ['Entradas 2x1', null, false],
    ['Consultar', null, false],
    ['', null, false],
    ['100000 €', null, false], // above the table's limit
  ];
  it.each(cases)('%j → %s (free: %s)', (text, price, isFree) => {
    expect(parsePrice(text)).toEqual({ price, isFree });
  });
});
