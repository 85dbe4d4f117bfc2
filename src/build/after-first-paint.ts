/**
 * Inline-script source that runs a function right after the browser has painted its first frame
 * (the frame's callback, then a task), or at once in a hidden tab, which paints no frames (also
 * when the tab is hidden before its first frame).
 *
 * index.html paints the page's first screen with the HTML and CSS alone (first-paint.ts). Scripts
 * fetched before that paint share the phone's bandwidth and main thread with it and push it back,
 * so the app's code is requested from here: the first screen shows about one CSS download after
 * the HTML, and the app follows a round trip later than if it had been requested with the HTML.
 *
 * On an event page the first paint also shows the event's picture once index.html's request for
 * the row has answered (src/event-picture.ts, which leaves `shown` on that request): the function
 * waits for it too, at most EVENT_PICTURE_WAIT_MS, so the picture (the page's largest paint) has
 * the connection to itself instead of being queued behind thirty-odd scripts. The app loses little:
 * it renders nothing before that row anyway (start.tsx settles it first).
 */
import { EARLY_EVENT_GLOBAL } from './event-prefetch.ts';
import { inlineJson } from './inline-json.ts';

/** The longest an event page's scripts wait for the event's picture before they are requested anyway. */
export const EVENT_PICTURE_WAIT_MS = 500;

export function afterFirstPaint(fn: string): string {
  return (
    `(function(f){var done=false;function run(){if(done)return;done=true;f()}` +
    `function go(){var ev=window[${inlineJson(EARLY_EVENT_GLOBAL)}];if(!ev||!ev.shown)return run();` +
    `ev.shown.then(run,run);setTimeout(run,${EVENT_PICTURE_WAIT_MS})}` +
    'if(document.visibilityState==="hidden")go();else{requestAnimationFrame(function(){setTimeout(go,0)});' +
    `document.addEventListener("visibilitychange",go)}})(${fn})`
  );
}
