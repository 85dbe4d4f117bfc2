export { CalendarSubscribe } from './components/calendar-subscribe';
export type { FeedFilters } from './domain/feed-urls';
