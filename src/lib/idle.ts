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
 * Runs `task` at the first idle moment after the browser has drawn its next frame (at the latest
 * `timeoutMs` after that frame): for work the frame should not wait for, and that should not delay
 * what the browser has queued after it either (the keyup of the key that was pressed, its
 * selectionchange). At once after the frame where there is no requestIdleCallback. Returns a
 * function that cancels it.
 */
export function whenIdleAfterNextFrame(task: () => void, timeoutMs: number): () => void {
  let cancelIdle = () => {};
  const frame = requestAnimationFrame(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(task, 0);
      cancelIdle = () => clearTimeout(timer);
      return;
    }
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    cancelIdle = () => window.cancelIdleCallback(id);
  });
  return () => {
    cancelAnimationFrame(frame);
    cancelIdle();
  };
}
