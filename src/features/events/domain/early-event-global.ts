/**
 * Where the served HTML leaves an event page its event, a landing page its listing's first page
 * (edge/handle-request.ts). No imports: the build's plugins read this file too.
 */
export const EARLY_EVENT_GLOBAL = '__agendaNorteEarlyEvent';
export const EARLY_LISTING_GLOBAL = '__agendaNorteEarlyListing';

/** The build's file of a city's landing listings as a phone first draws them (landing id → HTML). */
export const phoneListingsFile = (cityId: string) => `first-paint/${cityId}.json`;
