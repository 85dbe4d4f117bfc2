/** The client says what the submit-event function says: same date messages, same required-field names. */
import { describe, expect, it } from 'vitest';
import {
  FIELD_LABELS,
  MESSAGES,
  REQUIRED_FIELDS as SERVER_REQUIRED,
} from '../../../../supabase/functions/_shared/validation.ts';
import { REQUIRED_FIELDS } from './form-rules';
import { DATE_MESSAGES, MISSING_FIELDS_PREFIX } from './messages';

describe('client and server wording', () => {
  it('date messages', () => {
    expect(DATE_MESSAGES.startPast).toBe(MESSAGES.startPast);
    expect(DATE_MESSAGES.endPast).toBe(MESSAGES.endPast);
    expect(DATE_MESSAGES.endBeforeStart).toBe(MESSAGES.endBeforeStart);
  });

  it('missing-fields message and names, in the same order', () => {
    expect(MISSING_FIELDS_PREFIX).toBe(MESSAGES.requiredPrefix);
    expect(REQUIRED_FIELDS.map(([, name]) => name)).toEqual(SERVER_REQUIRED.map((f) => FIELD_LABELS[f]));
  });
});
