import { describe, expect, it } from 'vitest';
import { formatReviewDate, reviewerLabel, submitterText } from './submission';

describe('formatReviewDate', () => {
  it.each([
    ['2030-11-22T17:05:00Z', '22 de noviembre de 2030, 18:05'],
    ['2030-07-01T22:30:00Z', '2 de julio de 2030, 00:30'],
    [null, ''],
    ['nope', ''],
  ])('%j → %j (Madrid)', (iso, expected) => {
    expect(formatReviewDate(iso)).toBe(expected);
  });
});

describe('reviewerLabel', () => {
  it.each([
    ['u1', 'u1', 'Tú'],
    ['4eb83baf-cbde-4c22', 'u1', 'Otra persona del equipo (4eb83baf)'],
    [null, 'u1', 'Desconocido'],
  ])('%j seen by %j', (reviewer, me, expected) => {
    expect(reviewerLabel(reviewer, me)).toBe(expected);
  });
});

describe('submitterText', () => {
  it.each([
    ['Ane', 'ane@example.org', 'por Ane (ane@example.org)'],
    ['Ane', null, 'por Ane (sin email)'],
    [null, 'ane@example.org', 'por ane@example.org'],
    [null, null, 'de forma anónima'],
  ])('%j %j', (name, email, expected) => {
    expect(submitterText(name, email)).toBe(expected);
  });
});
