import { describe, expect, it } from 'vitest';
import { makeEvent } from '../domain/event.fixture';
import { keepUnchangedEvents } from './keep-unchanged-events';

/** A copy with the same contents and a new identity, as a second answer from the server holds. */
const copy = <T>(value: T): T => structuredClone(value);

const A = makeEvent({ id: 'a', title: 'Jazz en la ría', tags: ['jazz'], categoryId: ['musica'] });
const B = makeEvent({ id: 'b', title: 'Teatro de calle' });
const C = makeEvent({ id: 'c', title: 'Mercado de Navidad' });

describe('keepUnchangedEvents', () => {
  it.each([
    ['no earlier list', undefined],
    ['an empty earlier list', []],
  ])('returns the new list itself when there is %s', (_label, previous) => {
    const next = [copy(A), copy(B)];
    expect(keepUnchangedEvents(previous, next)).toBe(next);
  });

  it('keeps the earlier object of every unchanged event, wherever it now is in the list', () => {
    const next = [copy(C), copy(A), copy(B)];
    const out = keepUnchangedEvents([A, B], next);
    expect(out[0]).toBe(next[0]);
    expect(out[1]).toBe(A);
    expect(out[2]).toBe(B);
  });

  it.each([
    ['a changed title', { title: 'Jazz en el puerto' }],
    ['a changed tag list', { tags: ['jazz', 'gratis'] }],
    ['a new price', { price: 12 }],
  ])('takes the new object of an event with %s', (_label, change) => {
    const changed = { ...copy(A), ...change };
    const out = keepUnchangedEvents([A, B], [changed, copy(B)]);
    expect(out[0]).toBe(changed);
    expect(out[0]).toEqual(changed);
    expect(out[1]).toBe(B);
  });

  it('leaves the new list (React Query data) as it was', () => {
    const next = [copy(A), copy(C)];
    const before = [...next];
    keepUnchangedEvents([A], next);
    expect(next).toEqual(before);
    expect(next[0]).toBe(before[0]);
  });
});
