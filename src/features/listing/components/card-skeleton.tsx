import { cn } from '@/lib/cn';

/**
 * About the height of the loaded cards (measured at 390 and 1280 px wide): a grid card with its
 * description, tags and buttons (~610–720 px), a compact carousel card (~425 px on a phone, whose
 * compact card is shorter; ~495–520 px from 640 px up).
 */
const HEIGHTS = { grid: 'h-[41rem]', compact: 'h-[27rem] sm:h-[32rem]' } as const;

/**
 * Placeholder with a card's size, so sections keep their height while events load. It pulses only
 * while something is loading: a row whose cards are merely waiting to be scrolled near stays still
 * (an endless animation far below the screen kept the browser producing frames for nothing).
 */
export function CardSkeleton({
  variant = 'grid',
  pulse = true,
  className,
}: {
  variant?: keyof typeof HEIGHTS;
  pulse?: boolean;
  className?: string;
}) {
  return (
    <div
      aria-hidden="true"
      data-skeleton="card"
      className={cn(
        'rounded-2xl border border-gray-200 bg-gray-100',
        pulse && 'animate-pulse',
        HEIGHTS[variant],
        className,
      )}
    />
  );
}
