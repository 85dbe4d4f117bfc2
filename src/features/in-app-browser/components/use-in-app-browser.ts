import { useState } from 'react';
import { INSTAGRAM_BANNER_DISMISSED_KEY } from '@/config/constants';
import { detectInAppBrowser, type InAppBrowser } from '../domain/detect';

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(INSTAGRAM_BANNER_DISMISSED_KEY) === 'true';
  } catch {
    return false; // storage can be blocked: the banner then shows until closed on this page
  }
}

function writeDismissed(): void {
  try {
    window.sessionStorage.setItem(INSTAGRAM_BANNER_DISMISSED_KEY, 'true');
  } catch {
    // nothing to remember it in; closing still hides it now
  }
}

export interface InAppBrowserState {
  /** The in-app browser, or null in an ordinary browser. */
  browser: InAppBrowser | null;
  /** Whether the banner shows: inside an in-app browser and not closed in this session. */
  visible: boolean;
  dismiss: () => void;
}

/**
 * Read synchronously on the first render, so the banner (and the space it takes) is there from the
 * first paint: no layout shift. Closing is remembered for the browser session only (sessionStorage).
 */
export function useInAppBrowser(): InAppBrowserState {
  const [browser] = useState(() =>
    detectInAppBrowser(typeof navigator === 'undefined' ? '' : navigator.userAgent),
  );
  const [dismissed, setDismissed] = useState(readDismissed);
  const dismiss = () => {
    writeDismissed();
    setDismissed(true);
  };
  return { browser, visible: browser !== null && !dismissed, dismiss };
}
