/**
 * Where a page's served HTML leaves data for the page's scripts (edge/handle-request.ts writes it):
 * an event page its event, a landing page the city listing's first page. The first paint shows the
 * picture the edge names; the app's first render takes the rows. A file of its own, without
 * imports: the build's plugins read it too.
 */
export const EARLY_EVENT_GLOBAL = '__agendaNorteEarlyEvent';
export const EARLY_LISTING_GLOBAL = '__agendaNorteEarlyListing';

/** The build's file of a city's landing listings as a phone first draws them (landing id → HTML). */
export const phoneListingsFile = (cityId: string) => `first-paint/${cityId}.json`;
