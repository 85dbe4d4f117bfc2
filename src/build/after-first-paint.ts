/**
 * Inline-script source that runs a function right after the browser has painted its first frame
 * (the frame's callback, then a task), or at once in a hidden tab, which paints no frames (also
 * when the tab is hidden before its first frame).
 *
 * index.html paints a preview of the page with the HTML and CSS alone (home-shell.ts). Scripts
 * fetched before that paint share the phone's bandwidth and main thread with it and push it back,
 * so the app's code is requested from here: the preview shows about one CSS download after the
 * HTML, and the app follows a round trip later than if it had been requested with the HTML.
 *
 * On an event page whose row index.html is fetching (event-prefetch.ts), the function also waits
 * for that answer and for the preview's picture to load (`shown`, home-shell.ts), at most
 * EVENT_ROW_WAIT_MS: the picture (the page's largest paint) then has the connection to itself and
 * is painted before the scripts' evaluation holds the main thread, instead of being queued behind
 * thirty-odd scripts. The app loses little: it renders nothing before that row anyway (main.tsx
 * settles it first).
 */
import { EARLY_EVENT_GLOBAL } from './event-prefetch.ts';
import { inlineJson } from './inline-json.ts';

/** The longest an event page's scripts wait for the event's row and picture before they are requested anyway. */
export const EVENT_ROW_WAIT_MS = 500;

export function afterFirstPaint(fn: string): string {
  return (
    `(function(f){var done=false;function run(){if(done)return;done=true;f()}` +
    `function go(){var ev=window[${inlineJson(EARLY_EVENT_GLOBAL)}];if(!ev||!ev.rows)return run();` +
    `(ev.shown||ev.rows).then(run,run);setTimeout(run,${EVENT_ROW_WAIT_MS})}` +
    'if(document.visibilityState==="hidden")go();else{requestAnimationFrame(function(){setTimeout(go,0)});' +
    `document.addEventListener("visibilitychange",go)}})(${fn})`
  );
}
