import { describe, expect, it } from 'vitest';
import { submissionTitle } from './submission';

describe('payload readers', () => {
  it.each([
    [{ title: ' Feria ' }, 'Feria'],
    [{ title: '' }, 'Evento sin título'],
    [{ title: 3 }, 'Evento sin título'],
    [{}, 'Evento sin título'],
  ])('title of %j', (payload, expected) => {
    expect(submissionTitle({ payload })).toBe(expected);
  });
});
