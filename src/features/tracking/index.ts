export { useRecordEventView } from './api/page-views';
export { useViewCount } from './api/use-view-count';
export { PageViewTracker } from './components/page-view-tracker';
export { TrackedExternalLink } from './components/tracked-external-link';
export { eventViewPath } from './domain/page-view-target';
