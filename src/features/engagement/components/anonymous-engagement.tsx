import { useCallback, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-classes';
import { CloseIcon, SparklesIcon } from '@/components/ui/icons';
import { TEASER_DELAY_MS } from '@/config/constants';
import { teaserAchievements, TEASER_CLOSED_KEY } from '../domain/achievements';
import { m } from '@/i18n/paraglide/messages.js';
import { listen } from '@/lib/listen';
import { readStored, writeStored } from '@/lib/safe-storage';
import { useAuth } from '@/features/auth';
import { TrustBanner } from './trust-banner';

/** Whether the element takes typed text (the search box, a form field). */
function takesText(element: EventTarget | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement) return true;
  return (
    element instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit'].includes(element.type)
  );
}

/**
 * A non-modal pop-up after 25 s: it takes no focus and never comes while the visitor is typing; Escape
 * or the close button closes it for the session.
 */
function AchievementsTeaser() {
  const [visible, setVisible] = useState(false);
  const titleId = useId();

  useEffect(() => {
    if (readStored('session', TEASER_CLOSED_KEY) === '1') return;
    const afterTyping = (event: FocusEvent) => {
      if (takesText(event.relatedTarget)) return;
      document.removeEventListener('focusout', afterTyping);
      setVisible(true);
    };
    const timer = setTimeout(() => {
      if (takesText(document.activeElement)) document.addEventListener('focusout', afterTyping);
      else setVisible(true);
    }, TEASER_DELAY_MS);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('focusout', afterTyping);
    };
  }, []);

  const close = useCallback(() => {
    writeStored('session', TEASER_CLOSED_KEY, '1');
    setVisible(false);
  }, []);

  useEffect(() => {
    if (!visible) return;
    return listen(window, ['keydown'], (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    });
  }, [visible, close]);

  if (!visible) return null;
  return (
    <aside
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className="fixed right-4 bottom-20 left-4 z-40 max-h-[50svh] space-y-3 overflow-y-auto rounded-3xl border border-gray-200 bg-white p-5 shadow-2xl sm:top-20 sm:bottom-auto sm:left-auto sm:max-h-[calc(100vh-6rem)] sm:w-96"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-gray-900">
          <SparklesIcon className="text-accent" />
          {m.engagement_teaser_title()}
        </h2>
        <button
          type="button"
          onClick={close}
          aria-label={m.engagement_teaser_close()}
          className="-mt-2 -mr-2 inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-gray-100"
        >
          <CloseIcon width={18} height={18} />
        </button>
      </div>
      <ul className="space-y-2">
        {teaserAchievements().map((a) => (
          <li key={a.id} className="rounded-2xl bg-gray-50 p-3">
            <p className="flex items-baseline justify-between gap-2 text-sm font-semibold text-gray-900">
              {a.title}
              {/* An anonymous visitor has none of them yet. */}
              <span className="shrink-0 text-xs text-gray-700">0/1</span>
            </p>
            <p className="text-xs text-gray-700">{a.description}</p>
            <p className="text-xs font-semibold text-primary">{a.reward}</p>
          </li>
        ))}
      </ul>
      <Link to="/auth" onClick={close} className={buttonClasses('primary', 'md', 'w-full')}>
        {m.engagement_join_community()}
      </Link>
    </aside>
  );
}

/**
 * The trust banner and the achievements teaser, for anonymous visitors only (not on /auth itself).
 * `trustBanner` false leaves the banner out (inside an in-app browser, whose own line takes its place).
 */
export function AnonymousEngagement({ trustBanner = true }: { trustBanner?: boolean }) {
  const { user, loading } = useAuth();
  const { pathname } = useLocation();
  if (loading || user || pathname === '/auth') return null;
  return (
    <>
      {trustBanner && <TrustBanner />}
      <AchievementsTeaser />
    </>
  );
}
