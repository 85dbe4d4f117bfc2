import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageViewTracker } from '@/features/tracking';
import { detectInAppBrowser, InAppBrowserBanner } from '@/features/in-app-browser';
import { AnonymousEngagement } from '@/features/engagement';
import { OfflineStatus } from '@/components/layout/offline-status';
import { LoadingStatus } from '@/components/ui/loading-status';
import { m } from '@/i18n/paraglide/messages.js';
import { Footer } from './footer';
import { Header } from './header';
import { LanguageOffer } from './language-offer';

/** Read once: the user agent does not change while the page is open. */
const IN_APP_BROWSER = typeof navigator !== 'undefined' && detectInAppBrowser(navigator.userAgent) !== null;

/** The shell every page sits in: skip link, header, the page, footer. */
export function AppLayout() {
  // No head here: each route renders its own <PageMeta>, and React 19 would hoist both.
  return (
    <>
      <PageViewTracker />
      <LanguageOffer />
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {m.app_skip_to_content()}
      </a>
      <InAppBrowserBanner />
      <OfflineStatus />
      <Header />
      {/* Inside Instagram or Facebook the open-in-browser line is the one banner above the page:
          the trust banner would be a fourth strip before the first event on a phone. */}
      <AnonymousEngagement trustBanner={!IN_APP_BROWSER} />
      {/* At least the viewport under the 4rem header: the footer starts below the fold, so a page
          growing as its chunk and data arrive never shifts anything on screen (CLS). */}
      <main id="contenido" className="min-h-[calc(100svh-4rem)]">
        <Suspense
          fallback={
            <LoadingStatus label={m.app_loading()} className="mx-auto min-h-[60vh] max-w-7xl px-4 py-10" />
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
