import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { EnvError, getEnv } from '@/config/env';
import { hasEarlyEvent } from '@/features/events';
import { getSupabase } from '@/lib/supabase';
import { appPath, localeOfPath, setPageLocale } from '@/i18n/locale';
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
  setPageLocale(localeOfPath(window.location.pathname));
  try {
    getEnv(); // fail fast at start-up, listing every missing variable
    // The client loads alongside the first render, except on an event page that came with its
    // event: its first render needs none.
    if (!hasEarlyEvent()) getSupabase().catch(() => {});
    // The page's chunk first, so the first render is the page itself.
    void preloadRoute(appPath(window.location.pathname))
      .catch(() => {})
      .then(() => {
        // The served head gives way to the pages' own <PageMeta>.
        for (const tag of document.head.querySelectorAll('[data-head]')) tag.remove();
        // A transition renders in slices (no long task); the preview stays until it is complete.
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
