/**
 * Inline-script source that runs a function right after the browser has painted its first frame
 * (the frame's callback, then a task), or at once in a hidden tab, which paints no frames (also
 * when the tab is hidden before its first frame).
 *
 * index.html paints the page's first screen with the HTML and CSS alone (first-paint.ts). Scripts
 * fetched before that paint share the phone's bandwidth and main thread with it and push it back,
 * so the app's code is requested from here: the first screen shows about one CSS download after
 * the HTML, and the app follows a round trip later than if it had been requested with the HTML.
 */
export function afterFirstPaint(fn: string): string {
  return (
    `(function(f){var done=false;function run(){if(done)return;done=true;f()}` +
    'if(document.visibilityState==="hidden")run();else{requestAnimationFrame(function(){setTimeout(run,0)});' +
    `document.addEventListener("visibilitychange",run)}})(${fn})`
  );
}
