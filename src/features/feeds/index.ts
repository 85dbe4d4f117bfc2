export { CalendarSubscribe } from './components/calendar-subscribe-lazy';
export type { FeedFilters } from './domain/feed-urls';
