/**
 * Inline-script source running a function right after the first painted frame (at once in a hidden tab,
 * which paints none): earlier scripts would delay that paint, which needs only HTML and CSS. An event
 * page, or a phone landing, also waits up to EVENT_PICTURE_WAIT_MS for the picture first paint drew.
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
