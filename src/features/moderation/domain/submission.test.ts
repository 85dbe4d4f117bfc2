import { describe, expect, it } from 'vitest';
import { submissionTitle, wantsFeatured } from './submission';

describe('payload readers', () => {
  it.each([
    [{ title: ' Feria ' }, 'Feria'],
    [{ title: '' }, 'Evento sin título'],
    [{ title: 3 }, 'Evento sin título'],
    [{}, 'Evento sin título'],
  ])('title of %j', (payload, expected) => {
    expect(submissionTitle({ payload })).toBe(expected);
  });

  it.each([
    [{ wants_featured: true }, true],
    [{ wants_featured: 'true' }, false],
    [{}, false],
  ])('wants featured %j', (payload, expected) => {
    expect(wantsFeatured({ payload })).toBe(expected);
  });
});
