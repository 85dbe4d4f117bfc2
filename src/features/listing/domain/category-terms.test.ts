import { describe, expect, it } from 'vitest';
import { makeEvent } from '@/features/events/domain/event.fixture';
import { matchesSearch } from './search';
import { createSearchIndex } from './search-index';

// Titles that do not say what the events are: only their categories do.
const events = [
  makeEvent({
    id: 'titeres',
    title: 'Títeres: «El faro que no quería dormir»',
    description: 'Una historia para toda la familia, de 3 a 8 años.',
    categoryId: ['infantil', 'escenicos'],
    subcategory: ['programacion-infantil', 'teatro'],
  }),
  makeEvent({ id: 'kokein', title: 'Kokein en directo', categoryId: ['musica'], subcategory: ['moderna'] }),
  makeEvent({ id: 'trio', title: 'Trío de Ane', categoryId: ['cultura'], subcategory: ['jazz'] }),
  makeEvent({ id: 'risas', title: 'Noche de risas', categoryId: ['escenicos'], subcategory: ['standup'] }),
  makeEvent({ id: 'chillida', title: 'Chillida', categoryId: ['arte'], subcategory: ['exposiciones'] }),
  makeEvent({ id: 'pelota', title: 'Partido de pelota', categoryId: ['deportes'] }),
];

const byRule = (query: string) => events.filter((event) => matchesSearch(event, query)).map((e) => e.id);
const byIndex = (query: string) =>
  createSearchIndex(events)
    .search(query)
    .map((position) => events[position]?.id);

describe('search also looks in what an event is: category and subcategory names, and their synonyms', () => {
  it.each([
    ['musica', ['kokein', 'trio'], 'the category name; a subcategory brings its parent (jazz is music)'],
    ['Música', ['kokein', 'trio'], 'accents and case ignored'],
    ['musia', ['kokein', 'trio'], 'a typo'],
    ['teatro infantil', ['titeres'], 'two subcategory names'],
    ['teatro infantl', ['titeres'], 'with a typo'],
    ['niños', ['titeres'], 'synonym of Infantil'],
    ['ninos', ['titeres'], 'without the tilde'],
    ['peques', ['titeres'], 'synonym of Infantil'],
    ['concierto', ['kokein', 'trio'], 'synonym of Música'],
    ['conciertos', ['kokein', 'trio'], 'plural'],
    ['expo', ['chillida'], 'synonym of Exposiciones'],
    ['exposicion', ['chillida'], 'the category name, singular'],
    ['monólogo', ['risas'], 'synonym of Humor (standup)'],
    ['monologos', ['risas'], 'plural, without accent'],
    ['humor', ['risas'], 'the subcategory as shown'],
    ['jazz', ['trio'], 'a subcategory name'],
    ['deportes', ['pelota'], 'a category without subcategories'],
    ['escenicos', ['titeres', 'risas'], 'a category name'],
    ['cine', [], 'no event of that category'],
  ])('%j → %j (%s)', (query, expected) => {
    expect(byRule(query)).toEqual(expected);
    expect(byIndex(query)).toEqual(expected);
  });
});
