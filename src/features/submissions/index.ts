/** The submissions feature's public entry: other features and the app import only what is listed here. */
export { toFunctionCallError } from './api/function-error';
export { submissionsKeys } from './api/submit-event';
export { AddEventPage } from './components/add-event-page';
export { dateCount, firstDatesText, seriesDayLabel } from './domain/form-series';
