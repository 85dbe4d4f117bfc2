/**
 * Where an event page's served HTML leaves the event for the page's scripts (edge/handle-request.ts
 * writes it; the first paint shows its picture, the app's first render its row). A file of its own,
 * without imports: the build's plugins read it too.
 */
export const EARLY_EVENT_GLOBAL = '__agendaNorteEarlyEvent';
