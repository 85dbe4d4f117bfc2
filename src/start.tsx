import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { EnvError, getEnv } from '@/config/env';
import { hasEarlyEvent, settleEarlyEvent } from '@/features/events';
import { getSupabase } from '@/lib/supabase';
import { App } from './app/app';
import { preloadRoute } from './app/router';

function renderConfigError(root: Root, error: EnvError) {
  root.render(
    <main style={{ fontFamily: 'system-ui', padding: '2rem', maxWidth: '40rem' }}>
      <h1>Configuración incompleta</h1>
      <p>{error.message}</p>
      <p>Copia .env.example a .env.local y rellena los valores (el README explica cada uno).</p>
    </main>,
  );
}

/** Checks the environment, then renders the app into #root (main.tsx calls it once React DOM is loaded). */
export function start(): void {
  const root = createRoot(document.getElementById('root')!);
  try {
    getEnv(); // fail fast at start-up, listing every missing variable
    // Start downloading the client now, alongside the first render; the listing's query needs it.
    // A failure is handled where the client is used. Not on an event page whose row index.html
    // already asked for: there the client's ~50 kB would only delay the event's picture, and the
    // first components that need it (the session, the visit count) ask for it themselves.
    if (!hasEarlyEvent()) getSupabase().catch(() => {});
    // The opened page's chunk (index.html already fetches it) before the first render, so that render
    // is the page itself rather than a fallback. A failed load renders anyway: the route then loads
    // (and reports its error) as any other.
    // On an event page, also the event's row that index.html asked for, so that render shows the event.
    void Promise.all([preloadRoute(window.location.pathname), settleEarlyEvent()])
      .catch(() => {})
      .then(() => {
        // The head the HTML was served with (edge/handle-request.ts) gives way to the pages' own
        // <PageMeta>, which writes the same tags and follows the visitor's navigation.
        for (const tag of document.head.querySelectorAll('[data-head]')) tag.remove();
        // As a transition React renders in slices and lets the browser breathe in between (no long
        // task on a slow phone); the page's preview stays on screen until the render is complete.
        startTransition(() =>
          root.render(
            <StrictMode>
              <App />
            </StrictMode>,
          ),
        );
      });
  } catch (error) {
    if (error instanceof EnvError) renderConfigError(root, error);
    else throw error;
  }
}
