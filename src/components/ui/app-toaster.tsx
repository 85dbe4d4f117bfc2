import type { ToasterProps } from 'sonner';
import { lazy, Suspense } from 'react';

// Sonner's chunk loads once the app has rendered (or earlier, with the first toast: src/lib/toast.ts).
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Sonner's Toaster; toasts made before it mounts are shown when it does. */
export function AppToaster(props: ToasterProps) {
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
