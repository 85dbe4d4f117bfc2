/**
 * Class names for blocks below the first screen: the browser lays them out and paints them only
 * when they near the viewport (`content-visibility: auto`). Why: a keystroke in the hero's search
 * changes the listing far below it, and without this every keystroke paid style, layout and paint
 * for the whole page (the carousels, the guide) — a third of the time to the next
 * frame on a throttled phone profile (`npm run bench`, Interaction).
 *
 * Until a block has been rendered once it counts as the height given (its usual height, so the
 * scroll bar and the jump to the results land close to where they will be); after that, as tall as
 * it last was (the `auto` keyword). Content stays in the page for find-in-page, keyboard focus and
 * assistive technology; only its rendering waits.
 *
 * Tailwind needs the whole class names in the source, hence one constant per kind of block.
 */

/** A row of event cards (EventsCarousel): heading, description and one row of compact cards. */
export const OFFSCREEN_CAROUSEL = '[content-visibility:auto] [contain-intrinsic-height:auto_600px]';

/** The city guide (editorial text with its plans): one column on phones, two from 768 px. */
export const OFFSCREEN_GUIDE =
  '[content-visibility:auto] [contain-intrinsic-height:auto_3780px] md:[contain-intrinsic-height:auto_1670px]';

// Not the listing itself: its height changes with the results and the cards revealed as a phone
// scrolls, and a height guessed wrong there would hide the cards being revealed. Its cards skip
// rendering one by one instead (EventsGrid).
