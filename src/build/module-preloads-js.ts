/**
 * Inline-script source: a function (hrefs) that adds a modulepreload link per href, a few per task:
 * each starts its request inside the call, and thirty at once are a long task on a slow phone.
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
