import { useId, type ComponentPropsWithRef } from 'react';
import { ChevronDownIcon } from './icons';

export interface SelectOption<T extends string = string> {
  value: T;
  label: string;
}

export interface SelectControlProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  options: readonly SelectOption[];
}

/**
 * The native select with its options and the chevron drawn over it (keyboard, screen readers and
 * phone pickers for free); `className` styles the select itself. Its label is the caller's.
 */
export function SelectControl({ options, ...props }: SelectControlProps) {
  return (
    <div className="relative">
      <select {...props}>
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
  );
}

/** A select with its label beside it, styled as a pill (the listing's sort). */
export function Select({
  label,
  ...props
}: Omit<SelectControlProps, 'id' | 'className'> & { label: string }) {
  const selectId = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={selectId} className="text-sm font-medium whitespace-nowrap text-gray-700">
        {label}
      </label>
      <SelectControl
        id={selectId}
        className="h-11 appearance-none rounded-full border border-gray-300 bg-white py-2 pr-10 pl-4 text-sm font-medium text-gray-900 hover:border-gray-400"
        {...props}
      />
    </div>
  );
}
