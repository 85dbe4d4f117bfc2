/**
 * The entry, run after the first paint (src/build/boot-after-paint.ts). It starts the app in two
 * stages, React DOM then src/start.tsx, each evaluated in a task of its own: as one module graph they
 * were the page's longest task on a phone. index.html preloads both, so the split adds no round trip.
 */
import './index.css';

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

void import('react-dom/client')
  .then(nextTask)
  .then(() => import('./start'))
  .then(({ start }) => start());
