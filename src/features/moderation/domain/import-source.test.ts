import { describe, expect, it } from 'vitest';
import {
  draftToRow,
  EMPTY_DRAFT,
  figureTexts,
  mapRunRow,
  readFigures,
  SOURCE_MESSAGES,
  validateDraft,
  type NewSourceDraft,
} from './import-source';

const draft = (over: Partial<NewSourceDraft>): NewSourceDraft => ({
  ...EMPTY_DRAFT,
  name: 'Kafe Antzokia',
  url: 'https://kafeantzokia.eus/agenda.ics',
  ...over,
});

describe('validateDraft', () => {
  it.each([
    ['a valid draft', {}, {}],
    ['an empty name', { name: '   ' }, { name: SOURCE_MESSAGES.nameRequired }],
    ['a name over 120 characters', { name: 'a'.repeat(121) }, { name: SOURCE_MESSAGES.nameTooLong }],
    ['a name of 120 characters', { name: 'a'.repeat(120) }, {}],
    ['an empty URL', { url: '' }, { url: SOURCE_MESSAGES.urlRequired }],
    ['an ftp URL', { url: 'ftp://example.org/a.ics' }, { url: SOURCE_MESSAGES.urlScheme }],
    ['a URL without scheme', { url: 'example.org/a.ics' }, { url: SOURCE_MESSAGES.urlScheme }],
    ['a javascript: URL', { url: 'javascript:alert(1)' }, { url: SOURCE_MESSAGES.urlScheme }],
    ['a scheme alone', { url: 'https://' }, { url: SOURCE_MESSAGES.urlInvalid }],
    ['a URL with a space in its host', { url: 'https://a b.org' }, { url: SOURCE_MESSAGES.urlInvalid }],
    ['an http URL with a port', { url: 'http://127.0.0.1:8080/feed.ics' }, {}],
    ['an upper-case scheme', { url: 'HTTPS://example.org/agenda' }, {}],
    [
      'a URL over 2048 characters',
      { url: `https://example.org/${'a'.repeat(2048)}` },
      { url: SOURCE_MESSAGES.urlTooLong },
    ],
    [
      'both empty',
      { name: '', url: '' },
      { name: SOURCE_MESSAGES.nameRequired, url: SOURCE_MESSAGES.urlRequired },
    ],
  ])('%s', (_label, over, expected) => {
    expect(validateDraft(draft(over))).toEqual(expected);
  });
});

describe('draftToRow', () => {
  it('trims, and keeps no city for every city', () => {
    expect(draftToRow(draft({ name: '  Kafe  ', url: ' https://a.org/x.ics ', trusted: true }))).toEqual({
      kind: 'ics',
      name: 'Kafe',
      url: 'https://a.org/x.ics',
      city_id: null,
      trusted: true,
    });
    expect(draftToRow(draft({ kind: 'jsonld', cityId: 'bilbao' }))).toMatchObject({
      kind: 'jsonld',
      city_id: 'bilbao',
      trusted: false,
    });
  });
});

describe('figures', () => {
  it('says each figure with its singular or plural', () => {
    expect(
      figureTexts({
        created: 2,
        updated: 1,
        unchanged: 0,
        cancelled: 1,
        merged: 3,
        rejected: [{ externalId: 'x', reason: 'sin título' }],
      }).join(' · '),
    ).toBe('2 creados · 1 actualizado · 0 sin cambios · 1 cancelado · 3 fusionados · 1 rechazado');
  });

  it('reads a summary defensively', () => {
    expect(
      readFigures({
        created: '2',
        updated: null,
        unchanged: -1,
        merged: 1.7,
        rejected: [{ external_id: 'a', reason: 'sin fecha de inicio' }, { external_id: 'b' }, 'x', null],
      }),
    ).toEqual({
      created: 2,
      updated: 0,
      unchanged: 0,
      cancelled: 0,
      merged: 1,
      rejected: [{ externalId: 'a', reason: 'sin fecha de inicio' }],
    });
    expect(readFigures({ rejected: 'nope' }).rejected).toEqual([]);
  });
});

describe('rows', () => {
  it('maps a run row; a blank error is none', () => {
    const run = mapRunRow({
      id: 'r1',
      source_id: 's1',
      started_at: '2026-11-27T10:00:00Z',
      finished_at: '2026-11-27T10:00:05Z',
      created: 2,
      updated: 0,
      unchanged: 5,
      cancelled: 0,
      merged: 0,
      rejected: [{ external_id: 'u1', reason: 'fecha no válida' }],
      error: ' ',
    });
    expect(run).toMatchObject({
      source_id: 's1',
      created: 2,
      unchanged: 5,
      error: null,
      rejected: [{ externalId: 'u1', reason: 'fecha no válida' }],
    });
  });
});
