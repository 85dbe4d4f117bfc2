export { submissionsKeys } from './api/submit-event';
export { AddEventPage } from './components/add-event-page';
export { dateCount, firstDatesText, seriesDayLabel } from './domain/form-series';
