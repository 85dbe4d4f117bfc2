/** The client says what the submit-event function says: same date messages. */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../supabase/functions/_shared/validation.ts';
import { DATE_MESSAGES } from './messages';

describe('client and server wording', () => {
  it('date messages', () => {
    expect(DATE_MESSAGES.startPast).toBe(MESSAGES.startPast);
    expect(DATE_MESSAGES.endPast).toBe(MESSAGES.endPast);
    expect(DATE_MESSAGES.endBeforeStart).toBe(MESSAGES.endBeforeStart);
  });
});
