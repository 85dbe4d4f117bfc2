import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const variants = {
  primary: 'bg-primary text-white',
  accent: 'bg-accent text-white',
  neutral: 'bg-gray-100 text-gray-800',
  outline: 'border border-gray-300 bg-white text-gray-800',
  // Dark green on light green: 'Gratis' reads the same in every city theme (contrast ≥ 4.5:1).
  free: 'bg-green-100 text-green-800',
};

/** A small label (category, 'Gratis', tag). Not interactive. */
export function Badge({
  variant = 'neutral',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: keyof typeof variants }) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center truncate rounded-full px-2.5 py-0.5 text-xs font-semibold',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
