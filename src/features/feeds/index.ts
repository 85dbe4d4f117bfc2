/** The feeds feature's public entry: other features and the app import only what is listed here. */
export { CalendarSubscribe } from './components/calendar-subscribe';
export type { FeedFilters } from './domain/feed-urls';
