import { useState, lazy, Suspense } from 'react';
import { INSTAGRAM_BANNER_DISMISSED_KEY, BANNER_OFFSET_PX, COPIED_BANNER_MS } from '@/config/constants';
import { detectInAppBrowser } from '../domain/detect';
import { useCopyFeedback } from '@/hooks/use-copy-feedback';
import { CloseIcon } from '@/components/ui/icons';
import { chromeIntentUrl } from '../domain/open-links';
import { m } from '@/i18n/paraglide/messages.js';
import { readStored, writeStored } from '@/lib/safe-storage';

// Loaded when first opened: the banner itself must be there from the first render, the helper not.
const OpenInBrowserDialog = lazy(() =>
  import('./open-in-browser-dialog').then((module) => ({ default: module.OpenInBrowserDialog })),
);

const actionClass =
  'inline-flex h-10 shrink-0 items-center justify-center rounded-full px-2.5 text-[11px] font-semibold whitespace-nowrap sm:px-3 sm:text-xs';

/** Only in the Instagram and Facebook in-app browsers; above the header, exactly BANNER_OFFSET_PX tall. */
export function InAppBrowserBanner() {
  // Read on the first render, so the banner's space is there from the first paint; closing lasts the session.
  const [browser] = useState(() =>
    detectInAppBrowser(typeof navigator === 'undefined' ? '' : navigator.userAgent),
  );
  const [dismissed, setDismissed] = useState(
    () => readStored('session', INSTAGRAM_BANNER_DISMISSED_KEY) === 'true',
  );
  const { copied, copy } = useCopyFeedback(COPIED_BANNER_MS);
  const [helpOpen, setHelpOpen] = useState<boolean | null>(null);
  const openHelp = () => setHelpOpen(true);
  if (!browser || dismissed) return null;

  return (
    <div
      role="region"
      aria-label={m.in_app_browser_banner_label()}
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
        {m.in_app_browser_banner_text()}
      </button>
      {browser.platform === 'android' ? (
        <a href={chromeIntentUrl(window.location)} className={`${actionClass} bg-white text-gray-900`}>
          {m.in_app_browser_open_in_chrome()}
        </a>
      ) : (
        <button
          type="button"
          onClick={openHelp}
          aria-haspopup="dialog"
          className={`${actionClass} bg-white text-gray-900`}
        >
          {m.in_app_browser_open()}
        </button>
      )}
      <button
        type="button"
        onClick={() => void copy(window.location.href)}
        className={`${actionClass} min-w-[4.25rem] text-white hover:bg-white/10`}
      >
        <span aria-live="polite">{copied ? m.in_app_browser_copied() : m.in_app_browser_copy()}</span>
      </button>
      <button
        type="button"
        onClick={() => {
          writeStored('session', INSTAGRAM_BANNER_DISMISSED_KEY, 'true');
          setDismissed(true);
        }}
        aria-label={m.in_app_browser_close()}
        className="inline-flex h-10 w-9 shrink-0 items-center justify-center text-white hover:bg-white/10 sm:w-10"
      >
        <CloseIcon width={18} height={18} />
      </button>
      {helpOpen !== null && (
        <Suspense fallback={null}>
          <OpenInBrowserDialog browser={browser} open={helpOpen} onOpenChange={setHelpOpen} />
        </Suspense>
      )}
    </div>
  );
}
