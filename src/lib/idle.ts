import { IDLE_PRELOAD_TIMEOUT_MS } from '@/config/constants';

/**
 * Runs `task` at the first idle moment after the page's load event (at the latest
 * IDLE_PRELOAD_TIMEOUT_MS after it), so that work nobody needs yet never competes with the first
 * render and the page's own requests. Returns a function that cancels it.
 */
export function afterLoadWhenIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: IDLE_PRELOAD_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(task, 0);
      cancelIdle = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => cancelIdle();
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

/**
 * Runs `task` at the browser's next idle moment, after the frame being drawn; at once where there is
 * no requestIdleCallback (Safari, jsdom). Returns a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    task();
    return () => {};
  }
  const id = window.requestIdleCallback(task);
  return () => window.cancelIdleCallback(id);
}

/**
 * Runs `task` in a task of its own once the browser has drawn its next frame (the frame's
 * requestAnimationFrame, then a timer: the timer runs after that frame's paint). Returns a function
 * that cancels it.
 */
export function afterNextFrame(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
