import { lazy, Suspense, type ComponentProps } from 'react';

const Subscribe = lazy(() => import('./calendar-subscribe').then((m) => ({ default: m.CalendarSubscribe })));

/** At the foot of the listing pages, far below the first screen: its code loads after the page's. */
export function CalendarSubscribe(props: ComponentProps<typeof Subscribe>) {
  return (
    <Suspense fallback={null}>
      <Subscribe {...props} />
    </Suspense>
  );
}
