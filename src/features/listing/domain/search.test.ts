import { describe, expect, it } from 'vitest';
import { makeEvent } from '@/features/events/domain/event.fixture';
import { fuzzyWordMatch, similarity } from './fuzzy';
import { compileQuery, matchesFieldFuzzy, matchesSearch } from './search';
import { normalizeSearchText, searchableText, stripHtml, tokenize } from './search-text';

const casco = makeEvent({
  id: 'casco',
  title: 'Música en el Casco Viejo',
  description:
    '<p>Concierto de <strong>jazz</strong> al aire libre en la plaza.</p><p>Entrada&nbsp;libre &amp; gratuita</p>',
  venue: 'Plaza Nueva',
  organizer: 'Ayuntamiento de Bilbao',
  artist: 'Orquesta Sinfónica de Euskadi',
  address: 'Plaza Nueva, 48005 Bilbao',
  tags: ['aire libre', 'Begoña'],
});

describe('similarity and fuzzyWordMatch (threshold 0.8, words of at least 3 characters)', () => {
  it.each([
    // a, b, similarity (1 − d / max), matches at 0.8
    ['concirto', 'concierto', 0.8889, true],
    ['concerto', 'concierto', 0.8889, true],
    ['teatr', 'teatro', 0.8333, true],
    ['clasico', 'clasica', 0.8571, true],
    ['danza', 'dnza', 0.8, true], // exactly on the threshold counts
    ['festival', 'festivales', 0.8, true],
    ['rock', 'roca', 0.75, false],
    ['jaz', 'jazz', 0.75, false], // found anyway as a substring, see below
    ['navideno', 'navidad', 0.625, false],
    ['cine', 'cena', 0.5, false],
    ['abc', 'abd', 0.6667, false],
  ])('%s ~ %s: similarity %f, match %s', (a, b, expected, matches) => {
    expect(similarity(a, b)).toBeCloseTo(expected, 4);
    expect(fuzzyWordMatch(a, b)).toBe(matches);
  });

  it.each([
    ['de', 'de'],
    ['el', 'le'],
    ['ab', 'abc'],
  ])('never applies to words shorter than 3 characters: %s ~ %s', (a, b) => {
    expect(fuzzyWordMatch(a, b)).toBe(false);
  });
});

describe('text normalisation', () => {
  it('strips tags, decodes entities, drops accents and case, collapses whitespace', () => {
    expect(normalizeSearchText(stripHtml('<p>M&uacute;sica&nbsp;en  el<br/>CASCO</p>'))).toBe(
      'musica en el casco',
    );
    expect(stripHtml('<script>var x = 1</script>Hola <!-- nota -->mundo')).toBe(' Hola  mundo');
  });

  it.each([
    ['musica en el casco', ['musica', 'en', 'el', 'casco']],
    ['¡hola! 10 € — adios', ['hola', '10', 'adios']],
    ['straße x² 𝒜bc', ['straße', 'x²', '𝒜bc']], // non-ASCII letters and digits stay inside words
    ['', []],
  ])('tokenize(%j) → %j', (text, words) => {
    expect(tokenize(text)).toEqual(words);
  });

  it('keeps each field apart, so a query never matches across two fields', () => {
    expect(searchableText(makeEvent({ title: 'Gran', venue: 'Teatro' }))).toBe('gran\nteatro');
    expect(matchesSearch(makeEvent({ title: 'Gran', venue: 'Teatro' }), 'gran teatro')).toBe(true); // both words found
    // Only visible with a query without words: joined by a space these two fields would contain '€ ¿'.
    const priced = makeEvent({ title: 'Entrada 10 €', venue: '¿Dónde?' });
    expect(matchesSearch(priced, '€')).toBe(true);
    expect(matchesSearch(priced, '€ ¿')).toBe(false);
  });
});

describe('matchesSearch', () => {
  it.each([
    ['', true, 'empty query matches everything'],
    ['   ', true, 'blank query matches everything'],
    ['musica', true, 'accent-insensitive'],
    ['MÚSICA EN EL CASCO', true, 'case-insensitive whole-title substring'],
    ['casco viejo', true, 'substring of the title'],
    ['concirto', true, 'typo 0.889 against "concierto"'],
    ['concerto jaz', true, 'typo + substring, every word found'],
    ['jaz', true, '"jaz" is a substring of "jazz"'],
    ['begona', true, 'tag "Begoña" without the tilde'],
    ['begoña', true, 'with the tilde'],
    ['sinfonica', true, 'artist field'],
    ['48005', true, 'address field'],
    ['ayuntamiento', true, 'organizer field'],
    ['aire libre', true, 'tag with two words'],
    ['gratuita', true, 'text after an HTML entity'],
    ['strong', false, 'tag names are not text'],
    ['nbsp', false, 'entities are decoded, not indexed'],
    ['teatro', false, 'absent word'],
    ['musica teatro', false, 'every query word must be found'],
    ['rock', false, 'similarity to "roca"-like words below 0.8'],
    ['en', true, '2-character word found as a substring'],
    ['zq', false, '2-character word absent: no fuzzy for short words'],
    ['jazz zq', false, 'a short word must still be present'],
    ['¡!', false, 'no letters or digits and not a substring'],
    ['&', true, 'no words, but a substring of the decoded description'],
  ])('%j → %s (%s)', (query, expected) => {
    expect(matchesSearch(casco, query)).toBe(expected);
  });

  it('does not apply fuzzy matching to event words shorter than 3 characters', () => {
    expect(matchesSearch(makeEvent({ title: 'Un día' }), 'uno')).toBe(false);
  });
});

describe('matchesFieldFuzzy (artist and venue filters)', () => {
  it.each([
    ['Kepa Junkera', 'kepa', true],
    ['Kepa Junkera', 'junkra', true], // 1 − 1/7 = 0.857
    ['Kepa Junkera', 'junkera kepa', true],
    ['Kepa Junkera', 'fermin', false],
    ['Teatro Arriaga', 'teatro arriga', true],
    ['Teatro Arriaga', '', true],
    ['', 'arriaga', false],
  ])('%s vs %j → %s', (value, query, expected) => {
    expect(matchesFieldFuzzy(value, compileQuery(query))).toBe(expected);
  });
});
