import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** A full-width submit button that shows a spinner and is disabled while sending. */
export function SubmitButton({
  pending,
  children,
  pendingText,
}: {
  pending: boolean;
  children: ReactNode;
  pendingText: string;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending || undefined}>
      {pending && <Spinner />}
      {pending ? pendingText : children}
    </Button>
  );
}
