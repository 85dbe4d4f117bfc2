import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export interface ToggleChipProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'onToggle'
> {
  pressed: boolean;
  /** Some but not all of a group are on. */
  mixed?: boolean;
  onToggle: () => void;
}

/** A filter chip: a toggle button (aria-pressed), 44 px high. */
export function ToggleChip({ pressed, mixed = false, onToggle, className, ...props }: ToggleChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed ? true : mixed ? 'mixed' : false}
      onClick={onToggle}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors',
        pressed
          ? 'border-primary bg-primary text-white hover:bg-primary/90'
          : mixed
            ? 'border-primary bg-primary/10 text-primary hover:bg-primary/15'
            : 'border-gray-300 bg-white text-gray-800 hover:border-gray-400 hover:bg-gray-50',
        className,
      )}
      {...props}
    />
  );
}
