/** The home feature's public entry: other features and the app import only what is listed here. */
export { ListingSection } from './components/listing-section';
export { HomePage } from './home-page';
export { todayLabel } from './today-label';
export { useListingResults } from './use-listing-results';
export type { VisibilityRule } from './use-listing-results';
export { useNow } from './use-now';
export { useRetryEvents } from './use-retry-events';
