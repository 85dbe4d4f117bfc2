/**
 * Inline-script source: a function (hrefs) that adds <link rel="modulepreload"> for each href, a few
 * per task. Each link starts a request at once, inside the call that adds it (~3 ms apiece on a
 * slow phone): thirty of them in one go are a 100 ms task that holds the main thread just as the
 * preview has painted. In batches, the same requests start a few milliseconds apart instead.
 */
export const MODULE_PRELOADS_PER_TASK = 8;

export function modulePreloadsJs(): string {
  return (
    'function(h){var i=0;(function next(){' +
    `for(var n=0;n<${MODULE_PRELOADS_PER_TASK}&&i<h.length;n++,i++){var l=document.createElement("link");` +
    'l.rel="modulepreload";l.crossOrigin="";l.href=h[i];document.head.appendChild(l)}' +
    'if(i<h.length)setTimeout(next,0)})()}'
  );
}
