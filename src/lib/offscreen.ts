/**
 * Class names for blocks below the first screen: the browser lays them out and paints them only
 * when they near the viewport (`content-visibility: auto`). Why: a keystroke in the hero's search
 * changes the listing far below it, and without this every keystroke paid style, layout and paint
 * for the whole page (the carousels, the guide, the listing) — a third of the time to the next
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

/**
 * The listing's section (filter sidebar, count, chips, cards, pages) on the home page and the
 * landings. A search typed in the hero changes all of it while it lies thousands of pixels below;
 * skipped, it costs that keystroke's frame no style, layout or paint (at 4× CPU slowdown the
 * frame's layout and paint were ~4–6 ms shorter, Chromium trace of the bench's keystrokes).
 * Its usual height per breakpoint (cards of ~620 px: 6 in one column on phones, 9 in one, two or
 * three columns from 768, 1024, 1280 px) only stands in before it has been rendered once. Only a
 * skipped section is held to a height: on screen it takes its content's, so the cards a phone
 * reveals while scrolling, or a shorter list, show as they are.
 */
export const OFFSCREEN_LISTING =
  '[content-visibility:auto] [contain-intrinsic-height:auto_4200px] md:[contain-intrinsic-height:auto_6100px] lg:[contain-intrinsic-height:auto_3500px] xl:[contain-intrinsic-height:auto_2200px]';
