import { cn } from '@/lib/cn';

/**
 * About the height of the loaded cards (measured at 390 and 1280 px wide): a grid card with its
 * description, tags and buttons (~610–720 px), a compact carousel card (~495–520 px).
 */
const HEIGHTS = { grid: 'h-[41rem]', compact: 'h-[32rem]' } as const;

/** Placeholder with a card's size, so sections keep their height while events load. */
export function CardSkeleton({
  variant = 'grid',
  className,
}: {
  variant?: keyof typeof HEIGHTS;
  className?: string;
}) {
  return (
    <div
      aria-hidden="true"
      data-skeleton="card"
      className={cn(
        'animate-pulse rounded-2xl border border-gray-200 bg-gray-100',
        HEIGHTS[variant],
        className,
      )}
    />
  );
}
