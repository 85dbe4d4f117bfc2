import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { ChevronDownIcon } from './icons';

export interface SelectOption<T extends string = string> {
  value: T;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
}

/** A labelled native select (keyboard, screen readers and phone pickers for free), styled. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, hideLabel = false, className, id, ...props },
  ref,
) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label
        htmlFor={selectId}
        className={hideLabel ? 'sr-only' : 'text-sm font-medium whitespace-nowrap text-gray-700'}
      >
        {label}
      </label>
      <div className="relative">
        <select
          ref={ref}
          id={selectId}
          className="h-11 appearance-none rounded-full border border-gray-300 bg-white py-2 pr-10 pl-4 text-sm font-medium text-gray-900 hover:border-gray-400"
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          width={16}
          height={16}
          className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-gray-600"
        />
      </div>
    </div>
  );
});
