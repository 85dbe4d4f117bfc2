import { describe, expect, it } from 'vitest';
import { isUnreachable, UNREACHABLE_MESSAGE, unwrapReachable } from './unreachable';

const failed = (status: number, message = 'TypeError: Failed to fetch') => ({
  data: null,
  error: { message },
  status,
});

describe('unwrapReachable', () => {
  it('returns the data of an answer', () => {
    expect(unwrapReachable({ data: [1, 2], error: null, status: 200 })).toEqual([1, 2]);
  });

  it.each([0, 502, 503, 504])('calls status %i unreachable, in Spanish, keeping the detail', (status) => {
    let caught: unknown;
    try {
      unwrapReachable(failed(status));
    } catch (error) {
      caught = error;
    }
    expect(isUnreachable(caught)).toBe(true);
    expect((caught as Error).message).toBe(UNREACHABLE_MESSAGE);
    expect((caught as Error).cause).toBe('TypeError: Failed to fetch');
  });

  it("keeps an answered error's own message", () => {
    expect(() => unwrapReachable(failed(400, 'invalid input syntax'))).toThrow('invalid input syntax');
    let caught: unknown;
    try {
      unwrapReachable(failed(401, 'JWT expired'));
    } catch (error) {
      caught = error;
    }
    expect(isUnreachable(caught)).toBe(false);
  });
});
