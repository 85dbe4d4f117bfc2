/**
 * Inline-script source that runs a function right after the first frame is painted (at once in a
 * hidden tab, which paints none): scripts fetched earlier would push back the first paint, which
 * needs only the HTML and CSS (first-paint.ts). On an event page, or a landing on a phone, it also
 * waits, at most EVENT_PICTURE_WAIT_MS, for the picture the first paint drew, the page's largest paint.
 */
import { EARLY_EVENT_GLOBAL, EARLY_LISTING_GLOBAL } from '../features/events/domain/early-event-global.ts';
import { inlineJson } from './inline-json.ts';

export const EVENT_PICTURE_WAIT_MS = 500;

export function afterFirstPaint(fn: string): string {
  return (
    `(function(f){var done=false;function run(){if(done)return;done=true;f()}` +
    `function go(){var ev=window[${inlineJson(EARLY_EVENT_GLOBAL)}]||window[${inlineJson(EARLY_LISTING_GLOBAL)}];` +
    'if(!ev||!ev.shown)return run();' +
    `ev.shown.then(run,run);setTimeout(run,${EVENT_PICTURE_WAIT_MS})}` +
    'if(document.visibilityState==="hidden")go();else{requestAnimationFrame(function(){setTimeout(go,0)});' +
    `document.addEventListener("visibilitychange",go)}})(${fn})`
  );
}
