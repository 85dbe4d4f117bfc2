/**
 * Class names for blocks below the first screen (`content-visibility: auto`): their style, layout and
 * paint wait until they near the viewport. Until rendered once a block counts as the height given (its
 * usual one, so the scroll bar lands close); Tailwind needs whole class names, hence one per block.
 */

/** A row of event cards (EventsCarousel): heading, description and one row of compact cards. */
export const OFFSCREEN_CAROUSEL = '[content-visibility:auto] [contain-intrinsic-height:auto_600px]';

/** The city guide (editorial text with its plans): one column on phones, two from 768 px. */
export const OFFSCREEN_GUIDE =
  '[content-visibility:auto] [contain-intrinsic-height:auto_3780px] md:[contain-intrinsic-height:auto_1670px]';

/**
 * The listing's section (filters, chips, cards, pages) on the home page and the landings, at its usual
 * height per breakpoint (cards of ~620 px: 6 in one column on phones, 9 in one to three columns).
 */
export const OFFSCREEN_LISTING =
  '[content-visibility:auto] [contain-intrinsic-height:auto_4200px] md:[contain-intrinsic-height:auto_6100px] lg:[contain-intrinsic-height:auto_3500px] xl:[contain-intrinsic-height:auto_2200px]';
