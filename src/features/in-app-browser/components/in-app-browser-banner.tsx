import { useState, lazy, Suspense } from 'react';
import { INSTAGRAM_BANNER_DISMISSED_KEY, BANNER_OFFSET_PX, COPIED_BANNER_MS } from '@/config/constants';
import { detectInAppBrowser } from '../domain/detect';
import { useCopyFeedback } from '@/hooks/use-copy-feedback';
import { CloseIcon } from '@/components/ui/icons';
import { chromeIntentUrl } from '../domain/open-links';

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

/** Read on the first render, so the banner's space is there from the first paint; closing lasts the session. */
function useInAppBrowser() {
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

// Loaded when first opened: the banner itself must be there from the first render, the helper not.
const OpenInBrowserDialog = lazy(() =>
  import('./open-in-browser-dialog').then((m) => ({ default: m.OpenInBrowserDialog })),
);

const actionClass =
  'inline-flex h-10 shrink-0 items-center justify-center rounded-full px-2.5 text-[11px] font-semibold whitespace-nowrap sm:px-3 sm:text-xs';

/**
 * Top banner inside the Instagram and Facebook in-app browsers only: 'Abrir' (iOS: the helper) or
 * 'Abrir en Chrome' (Android: an intent link), 'Copiar' and close. It sits in the flow above the
 * header, exactly BANNER_OFFSET_PX tall.
 */
export function InAppBrowserBanner() {
  const { browser, visible, dismiss } = useInAppBrowser();
  const { copied, copy } = useCopyFeedback(COPIED_BANNER_MS);
  const [helpOpen, setHelpOpen] = useState(false);
  const [helpRequested, setHelpRequested] = useState(false);
  const openHelp = () => {
    setHelpRequested(true);
    setHelpOpen(true);
  };
  if (!browser || !visible) return null;

  return (
    <div
      role="region"
      aria-label="Abrir en el navegador"
      data-platform={browser.platform}
      style={{ height: BANNER_OFFSET_PX }}
      className="flex items-center gap-1 overflow-hidden bg-secondary pl-2 text-white sm:pl-3"
    >
      <button
        type="button"
        onClick={openHelp}
        aria-haspopup="dialog"
        className="line-clamp-3 min-w-0 flex-1 text-left text-[11px] leading-[12px] underline decoration-white/50 underline-offset-2 sm:line-clamp-2 sm:text-sm sm:leading-tight"
      >
        Para una mejor experiencia, abre en tu navegador
      </button>
      {browser.platform === 'android' ? (
        <a href={chromeIntentUrl(window.location)} className={`${actionClass} bg-white text-gray-900`}>
          Abrir en Chrome
        </a>
      ) : (
        <button
          type="button"
          onClick={openHelp}
          aria-haspopup="dialog"
          className={`${actionClass} bg-white text-gray-900`}
        >
          Abrir
        </button>
      )}
      <button
        type="button"
        onClick={() => void copy(window.location.href)}
        className={`${actionClass} min-w-[4.25rem] text-white hover:bg-white/10`}
      >
        <span aria-live="polite">{copied ? '¡Copiado!' : 'Copiar'}</span>
      </button>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Cerrar"
        className="inline-flex h-10 w-9 shrink-0 items-center justify-center text-white hover:bg-white/10 sm:w-10"
      >
        <CloseIcon width={18} height={18} />
      </button>
      {helpRequested && (
        <Suspense fallback={null}>
          <OpenInBrowserDialog browser={browser} open={helpOpen} onOpenChange={setHelpOpen} />
        </Suspense>
      )}
    </div>
  );
}
