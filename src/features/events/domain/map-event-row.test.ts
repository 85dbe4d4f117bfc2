import { describe, it, expect } from 'vitest';
import type { EventItem, EventRow } from './types';
import { makeEvent } from './event.fixture';
import { countFilledFields, mapEventRow } from './map-event-row';

describe('mapEventRow', () => {
  it('maps a full row to camelCase', () => {
    const row: EventRow = {
      id: 'e1',
      image_url: 'https://x/img.jpg',
      title: 'Concierto',
      description: '<p>Hola</p>',
      category_id: ['musica', 'fiestas'],
      subcategory: ['jazz'],
      venue: 'Teatro Arriaga',
      town: 'Bilbao',
      neighborhood: 'Casco Viejo',
      address: 'Plaza Arriaga 1',
      start_date: '2025-11-22',
      end_date: '2025-11-24',
      start_time: '20:00:00',
      end_time: '22:30:00',
      price: 15,
      is_free: false,
      ticket_url: 'https://t',
      info_url: 'https://i',
      organizer: 'Ayto',
      tags: ['jazz', 'noche'],
      artist: 'Trío',
      como_llegar: 'Metro Zazpikaleak',
      destacado: 2,
      color: '#c8102e',
      recomendaciones: 'Cena antes',
    };
    expect(mapEventRow(row)).toEqual<EventItem>({
      id: 'e1',
      imageUrl: 'https://x/img.jpg',
      title: 'Concierto',
      description: '<p>Hola</p>',
      categoryId: ['musica', 'fiestas'],
      subcategory: ['jazz'],
      venue: 'Teatro Arriaga',
      town: 'Bilbao',
      neighborhood: 'Casco Viejo',
      address: 'Plaza Arriaga 1',
      startDate: '2025-11-22',
      endDate: '2025-11-24',
      startTime: '20:00:00',
      endTime: '22:30:00',
      price: 15,
      isFree: false,
      ticketUrl: 'https://t',
      infoUrl: 'https://i',
      organizer: 'Ayto',
      tags: ['jazz', 'noche'],
      artist: 'Trío',
      comoLlegar: 'Metro Zazpikaleak',
      destacado: 2,
      color: '#c8102e',
      recomendaciones: 'Cena antes',
      language: [],
      sources: [],
    });
  });

  it('gives the defaults for a bare row', () => expect(mapEventRow({ id: 'e1' })).toEqual(makeEvent()));

  // The detail query reads updated_at (it versions the share image's URL); the listing does not.
  it('keeps updated_at as written, and leaves it out when the row has none', () => {
    const updatedAt = '2026-11-20T09:15:00.123456+00:00';
    expect(mapEventRow({ id: 'e1', updated_at: updatedAt }).updatedAt).toBe(updatedAt);
    expect(mapEventRow({ id: 'e1' })).not.toHaveProperty('updatedAt');
    expect(mapEventRow({ id: 'e1', updated_at: null })).not.toHaveProperty('updatedAt');
  });

  // A row read before the imports migration has no status, language or sources.
  it.each<[string, Partial<EventRow>]>([
    ['status scheduled', { status: 'scheduled' }],
    ['status missing', {}],
    ['status unknown', { status: 'aplazado' }],
  ])('%s → not cancelled', (_label, row) => {
    expect(mapEventRow({ id: 'e1', ...row })).not.toHaveProperty('cancelled');
  });

  // Only a moderator reads a hidden row; anyone reads a moderated one.
  it.each<[string, Partial<EventRow>, Partial<EventItem>]>([
    [
      'hidden',
      { hidden_at: '2026-11-28T10:00:00Z', moderated_at: '2026-11-28T10:00:00Z' },
      { hidden: true, moderated: true },
    ],
    ['moderated only', { moderated_at: '2026-11-28T10:00:00Z' }, { moderated: true }],
    [
      'hidden without moderated_at is moderated too',
      { hidden_at: '2026-11-28T10:00:00Z' },
      { hidden: true, moderated: true },
    ],
  ])('%s', (_label, row, expected) => {
    const item = mapEventRow({ id: 'e1', ...row });
    expect(item).toMatchObject(expected);
    if (!('hidden' in expected)) expect(item).not.toHaveProperty('hidden');
  });

  it.each<[string, Partial<EventRow>]>([
    ['columns missing', {}],
    ['columns null', { hidden_at: null, moderated_at: null }],
    ['columns blank', { hidden_at: ' ', moderated_at: '' }],
  ])('%s → neither hidden nor moderated', (_label, row) => {
    const item = mapEventRow({ id: 'e1', ...row });
    expect(item).not.toHaveProperty('hidden');
    expect(item).not.toHaveProperty('moderated');
  });

  it.each<[string, Partial<EventRow>, Partial<EventItem>]>([
    ['single category wrapped', { category_id: 'musica' }, { categoryId: ['musica'] }],
    ['null category → []', { category_id: null }, { categoryId: [] }],
    ['single subcategory wrapped', { subcategory: 'jazz' }, { subcategory: ['jazz'] }],
    ['blank entries dropped', { category_id: ['musica', ' ', ''] }, { categoryId: ['musica'] }],
    ['tags as comma string', { tags: 'jazz, aire libre ,,noche' }, { tags: ['jazz', 'aire libre', 'noche'] }],
    ['single tag string', { tags: 'jazz' }, { tags: ['jazz'] }],
    ['price as numeric string', { price: '15' }, { price: 15 }],
    ['price with decimal comma', { price: '12,50' }, { price: 12.5 }],
    ['price with decimal point', { price: '12.5' }, { price: 12.5 }],
    ['price text → null', { price: '15 €' }, { price: null }],
    ['price NaN → null', { price: Number.NaN }, { price: null }],
    ['price 0 kept', { price: 0 }, { price: 0 }],
    ['is_free null → false', { is_free: null }, { isFree: false }],
    ['is_free true', { is_free: true }, { isFree: true }],
    ['destacado null → 0', { destacado: null }, { destacado: 0 }],
    ['timestamp date → day', { start_date: '2025-11-22T00:00:00' }, { startDate: '2025-11-22' }],
    [
      'invalid date → empty',
      { start_date: '2025-02-31', end_date: 'pronto' },
      { startDate: '', endDate: '' },
    ],
    ['null texts → empty', { title: null, venue: null }, { title: '', venue: '' }],
    [
      'times kept as given',
      { start_time: '20:00:00', end_time: '23:00' },
      { startTime: '20:00:00', endTime: '23:00' },
    ],
    ['status cancelled', { status: 'cancelled' }, { cancelled: true }],
    ['languages kept as codes', { language: ['eu', 'es'] }, { language: ['eu', 'es'] }],
    ['language codes lower-cased, once', { language: ['EU', 'eu', ' es '] }, { language: ['eu', 'es'] }],
    ['language as one string', { language: 'es,eu' }, { language: ['es', 'eu'] }],
    ['language not a code dropped', { language: ['euskera', '', 'e'] }, { language: [] }],
    ['language null → []', { language: null }, { language: [] }],
    [
      'sources mapped',
      { sources: [{ name: 'Kulturklik', url: 'https://k.example/e/1', licence: 'CC BY 4.0' }] },
      { sources: [{ name: 'Kulturklik', url: 'https://k.example/e/1', licence: 'CC BY 4.0' }] },
    ],
    [
      'source without url or licence → blanks',
      { sources: [{ name: ' Agenda municipal de Bilbao ', url: null }] },
      { sources: [{ name: 'Agenda municipal de Bilbao', url: '', licence: '' }] },
    ],
    [
      'source without a name dropped, junk ignored',
      { sources: [{ url: 'https://x.example' }, null, 'Kulturklik', { name: 3 }, { name: 'A', url: 7 }] },
      { sources: [{ name: 'A', url: '', licence: '' }] },
    ],
    ['sources not a list → []', { sources: { name: 'Kulturklik' } }, { sources: [] }],
  ])('%s', (_label, row, expected) => expect(mapEventRow({ id: 'e1', ...row })).toMatchObject(expected));
});

describe('countFilledFields', () => {
  it.each<[string, Partial<EventItem>, number]>([
    ['blank event', {}, 0],
    ['title and venue', { title: 'A', venue: 'B' }, 2],
    ['whitespace does not count', { title: '  ' }, 0],
    ['lists count when non-empty', { categoryId: ['musica'], tags: [] }, 1],
    ['price 0 counts, null does not', { price: 0 }, 1],
    ['isFree and destacado never count', { isFree: true, destacado: 3 }, 0],
    ['the createdAt and updatedAt timestamps never count', { createdAt: 'x', updatedAt: 'y' }, 0],
    [
      'language, sources and the cancelled, hidden and moderated marks never count',
      {
        language: ['eu'],
        sources: [{ name: 'Kulturklik', url: '', licence: '' }],
        cancelled: true,
        hidden: true,
        moderated: true,
      },
      0,
    ],
  ])('%s → %i', (_label, fields, expected) => expect(countFilledFields(makeEvent(fields))).toBe(expected));
});
