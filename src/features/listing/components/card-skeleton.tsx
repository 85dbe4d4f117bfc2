import { cn } from '@/lib/cn';

/** About the height of the loaded cards: a grid card, a compact carousel card (shorter on a phone). */
const HEIGHTS = { grid: 'h-[41rem]', compact: 'h-[27rem] sm:h-[32rem]' } as const;

/** A card's placeholder; it pulses only while loading (an endless animation costs frames). */
export function CardSkeleton({
  variant = 'grid',
  pulse = true,
}: {
  variant?: keyof typeof HEIGHTS;
  pulse?: boolean;
}) {
  return (
    <div
      aria-hidden="true"
      data-skeleton="card"
      className={cn(
        'overflow-hidden rounded-2xl border border-gray-200 bg-gray-100',
        pulse && 'animate-pulse',
        HEIGHTS[variant],
      )}
    >
      {/* The picture's box, as the card's: the first paint may draw the first result's picture in it. */}
      <div data-skeleton="picture" className="aspect-video w-full bg-gray-200" />
    </div>
  );
}
