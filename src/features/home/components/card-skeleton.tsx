import { cn } from '@/lib/cn';

/** Placeholder with a card's size, so sections keep their height while events load. */
export function CardSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('h-[26rem] animate-pulse rounded-2xl border border-gray-200 bg-gray-100', className)}
    />
  );
}
