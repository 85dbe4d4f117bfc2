import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '@/features/auth';
import { TrustBanner } from './trust-banner';

// The teaser shows nothing for its first 25 s: its code loads after the page's.
const AchievementsTeaser = lazy(() => import('./achievements-teaser'));

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
      <Suspense fallback={null}>
        <AchievementsTeaser />
      </Suspense>
    </>
  );
}
