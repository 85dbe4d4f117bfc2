import type { ToasterProps } from 'sonner';
import { lazy, Suspense } from 'react';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Sonner's Toaster, in a chunk loaded after the app's render; earlier toasts show when it mounts. */
export function AppToaster(props: ToasterProps) {
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
