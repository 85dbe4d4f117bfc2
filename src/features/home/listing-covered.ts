import { createContext } from 'react';

/**
 * True while a modal sheet lies over a listing (home or landing: the phone's filter sheet is open). The grid
 * then lets a keystroke's frame draw the sheet alone and brings its cards up to date just after it
 * (see useOnScreenFirst): they are under the sheet, out of sight and out of reach.
 */
export const ListingCoveredContext = createContext(false);
