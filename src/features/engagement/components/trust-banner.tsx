import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CheckIcon, CloseIcon } from '@/components/ui/icons';
import { TRUST_BANNER_DISMISSED_KEY } from '../domain/achievements';
import { m } from '@/i18n/paraglide/messages.js';
import { readStored, writeStored } from '@/lib/safe-storage';

/** For anonymous visitors, until dismissed (remembered for good in local storage). */
export function TrustBanner() {
  const [dismissed, setDismissed] = useState(() => readStored('local', TRUST_BANNER_DISMISSED_KEY) === '1');
  if (dismissed) return null;
  const dismiss = () => {
    writeStored('local', TRUST_BANNER_DISMISSED_KEY, '1');
    setDismissed(true);
  };
  // On phones one slim line (the promise and the way in) so the home's first screen still reaches an
  // event; the whole sentence from 640 px.
  return (
    <section aria-label={m.engagement_trust_label()} className="border-b border-primary/20 bg-primary/5">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 text-xs text-gray-900 sm:py-2 sm:text-sm">
        <CheckIcon width={18} height={18} className="hidden shrink-0 text-primary sm:block" />
        <p className="min-w-0 flex-1 truncate sm:whitespace-normal">
          {m.engagement_trust_promise()}
          <span className="hidden sm:inline">{m.engagement_trust_details()}</span>.{' '}
          <Link to="/auth" className="font-semibold text-primary underline">
            {m.engagement_join_community()}
          </Link>
          <span className="hidden sm:inline">{m.engagement_trust_favorites()}</span>.
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label={m.engagement_trust_close()}
          className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full hover:bg-white sm:h-11 sm:w-11"
        >
          <CloseIcon width={18} height={18} />
        </button>
      </div>
    </section>
  );
}
