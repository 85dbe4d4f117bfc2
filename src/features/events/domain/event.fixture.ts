/** Test-only factory: a blank event with the mapped defaults, overridden per case. */
import type { EventItem } from './types';

export function makeEvent(overrides: Partial<EventItem> = {}): EventItem {
  return {
    id: 'e1',
    imageUrl: '',
    title: '',
    description: '',
    categoryId: [],
    subcategory: [],
    venue: '',
    town: '',
    neighborhood: '',
    address: '',
    startDate: '',
    endDate: '',
    startTime: '',
    endTime: '',
    price: null,
    isFree: false,
    ticketUrl: '',
    infoUrl: '',
    organizer: '',
    tags: [],
    artist: '',
    comoLlegar: '',
    destacado: 0,
    color: '',
    recomendaciones: '',
    language: [],
    sources: [],
    ...overrides,
  };
}
