/**
 * The entry: index.html runs it right after the first paint (src/build/boot-after-paint.ts).
 *
 * It starts the app in two stages, each a module evaluated in a task of its own: React DOM, then the
 * app (src/start.tsx). Evaluating a module graph is one task that nothing can interrupt; as one graph,
 * React DOM, the router, React Query and the app shell were the page's longest task on a phone
 * (31–50 ms of CPU on a desktop CPU, ×4 on a mid-range phone), in the middle of its start. Split, the
 * browser can paint and handle input between the two. index.html preloads both stages' files with
 * the entry, so the split adds no round trip.
 */
import './index.css';

/** Resolves in a task of its own: the next stage starts after the browser has had the main thread. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

void import('react-dom/client')
  .then(nextTask)
  .then(() => import('./start'))
  .then(({ start }) => start());
