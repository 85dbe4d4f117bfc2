import { describe, expect, it } from 'vitest';
import { makeEvent } from '@/features/events/domain/event.fixture';
import { createLazySearchIndex, createSearchIndex } from './search-index';

const events = [
  makeEvent({ id: 'a', title: 'Concierto de jazz en la plaza' }),
  makeEvent({ id: 'b', title: 'Teatro infantil' }),
  makeEvent({ id: 'c', title: 'Mercado de artesanía' }),
];

describe('createLazySearchIndex', () => {
  it('is not built until a search needs it; an empty query does not build it', () => {
    const lazy = createLazySearchIndex(events);
    expect(lazy.isBuilt).toBe(false);
    expect(events.filter(lazy.matcher('  '))).toHaveLength(3);
    expect(lazy.isBuilt).toBe(false);
    lazy.matcher('jazz');
    expect(lazy.isBuilt).toBe(true);
  });

  it('warm builds it ahead of the first search', () => {
    const lazy = createLazySearchIndex(events);
    lazy.warm();
    expect(lazy.isBuilt).toBe(true);
  });

  it.each(['jazz', 'teatro infantil', 'artesania', 'jaz', 'nada parecido', ''])(
    'answers %j exactly as the eager index',
    (query) => {
      const eager = createSearchIndex(events);
      const lazy = createLazySearchIndex(events);
      expect(events.filter(lazy.matcher(query)).map((e) => e.id)).toEqual(
        events.filter(eager.matcher(query)).map((e) => e.id),
      );
    },
  );
});
