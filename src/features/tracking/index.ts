/** The tracking feature's public entry: other features and the app import only what is listed here. */
export { useRecordEventView } from './api/use-record-event-view';
export { useViewCount } from './api/use-view-count';
export { PageViewTracker } from './components/page-view-tracker';
export { TrackedExternalLink } from './components/tracked-external-link';
export { eventViewPath } from './domain/page-view-target';
