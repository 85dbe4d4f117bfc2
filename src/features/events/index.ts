/** The events feature's public entry: other features and the app import only what is listed here. */
export { hasEarlyEvent } from './api/early-event';
export { eventsKeys, eventsQueries } from './api/events-queries';
export { useCityEvents } from './api/use-city-events';
export { useFavoriteCounts } from './api/use-favorite-counts';
export { EventCard } from './components/event-card';
export { EventDescription, EventDetails, EventTextSection } from './components/event-page/event-details';
export { EventInstagramLink } from './components/event-page/event-instagram-link';
export { EventPage } from './components/event-page/event-page';
export { occurrenceOn } from './domain/series';
export {
  addDaysToDay,
  type DateRange,
  dayLabel,
  eventEndInstant,
  eventStartInstant,
  formatEventDates,
  formatRangeLabel,
  isExpired,
  isVisibleInListing,
  isVisibleOnDay,
  madridDay,
  parseDay,
  parseEventDate,
  spanishNames,
  WEEK_STARTS_ON,
  weekdayOf,
} from './domain/dates';
export { buildEventPath } from './domain/event-url';
export { countFilledFields, mapEventRow } from './domain/map-event-row';
export { selectNearby } from './domain/nearby';
export { priceDigits } from './domain/price';
export { compareBySoonestStart, selectTrending } from './domain/trending';
export type { EventItem, EventRow } from './domain/types';
