/** Test helper: an EventItem with every field filled by a neutral default. Used only by *.test.ts. */
import type { EventItem } from '@/features/events/domain/types';

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
    ...overrides,
  };
}
