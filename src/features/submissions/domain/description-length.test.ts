/**
 * "Description of at least 15 characters": the form and the submit-event function count
 * the same characters, so the form refuses exactly the descriptions the server would refuse. Every case
 * goes through the client's rules and, as the payload the form would send, through the server's
 * validateSubmission().
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES, validateSubmission } from '../../../../supabase/functions/_shared/validation.ts';
import { buildSubmissionPayload } from './build-payload';
import { descriptionLength, missingFields, validateSubmissionForm } from './form-rules';
import { VALID_FORM } from './form-fixtures';

const TODAY = '2030-06-15';
const NOW = Date.parse('2030-06-15T10:00:00Z');
const VALID = VALID_FORM;

type Verdict = 'accepted' | 'too short' | 'missing';

function client(description: string): Verdict {
  const values = { ...VALID, description };
  if (!missingFields(values).includes('description')) return 'accepted';
  const message = validateSubmissionForm(values, TODAY)?.fields.description;
  return message === MESSAGES.descriptionTooShort ? 'too short' : 'missing';
}

function server(description: string): Verdict {
  const body = buildSubmissionPayload(
    { ...VALID, description },
    { formStartedAt: NOW - 60_000, cityId: 'bilbao' },
  );
  const result = validateSubmission(body, { today: TODAY, now: NOW });
  if (result.ok) return 'accepted';
  expect(Object.keys(result.fields)).toEqual(['description']); // nothing else of the form is wrong
  return result.fields.description === MESSAGES.descriptionTooShort ? 'too short' : 'missing';
}

// [case, description, characters that count, verdict]
const CASES: Array<[string, string, number, Verdict]> = [
  ['the reported one: spaces inside do not count', 'Fiesta en plaza', 13, 'too short'],
  ['15 letters', 'Fiestaenlaplaza', 15, 'accepted'],
  ['15 letters with spaces', 'Fiesta en la plaza', 15, 'accepted'],
  ['spaces around', '   Fiesta en la plaza   ', 15, 'accepted'],
  ['one letter in two', 'a b c d e f g h', 8, 'too short'],
  ['zero-width spaces', 'Fiesta\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b', 6, 'too short'],
  ['no-break spaces', 'Fiesta\u00a0en\u00a0plaza', 13, 'too short'],
  ['ideographic spaces', 'Fiesta\u3000en\u3000plaza', 13, 'too short'],
  ['soft hyphens', 'Fiesta\u00aden\u00adplaza', 13, 'too short'],
  ['word joiner and BOM', 'Fiesta\u2060en\ufeffplaza', 13, 'too short'],
  ['tabs and line breaks', 'Fiesta\ten\n\nplaza', 13, 'too short'],
  ['a decomposed accent is one character', 'Cancio\u0301n de cuna', 13, 'too short'],
  ['15 decomposed accented letters', 'a\u0301'.repeat(15), 15, 'accepted'],
  ['8 decomposed accented letters (16 UTF-16 units)', 'a\u0301'.repeat(8), 8, 'too short'],
  ['an emoji is one character', '🎉'.repeat(15), 15, 'accepted'],
  ['8 emoji (16 UTF-16 units)', '🎉'.repeat(8), 8, 'too short'],
  ['tags do not count', '<b>Fiesta</b> en <i>plaza</i>', 13, 'too short'],
  ['text inside allowed tags counts', '<p>Fiesta en la plaza</p>', 15, 'accepted'],
  ['a script is dropped whole', '<script>alert("hackeado")</script>', 0, 'too short'],
  ['empty paragraphs', '<p>   </p><p>&nbsp;</p>', 0, 'too short'],
  ['empty', '', 0, 'missing'],
  ['spaces only', ' '.repeat(20), 0, 'missing'],
  ['invisible characters only', '\u200b'.repeat(15), 0, 'missing'],
];

describe('description of at least 15 characters: client and server agree', () => {
  it.each(CASES)('%s', (_case, description, length, verdict) => {
    expect(descriptionLength(description)).toBe(length);
    expect(client(description)).toBe(verdict);
    expect(server(description)).toBe(verdict);
  });
});
