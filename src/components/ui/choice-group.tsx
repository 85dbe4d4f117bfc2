import { useId } from 'react';
import { cn } from '@/lib/cn';

interface ChoiceGroupProps {
  type: 'radio' | 'checkbox';
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  selected: readonly string[];
  onToggle: (value: string) => void;
}

/** A fieldset of native radios or checkboxes drawn as 44 px chips (keyboard and screen readers for free). */
export function ChoiceGroup({ type, legend, options, selected, onToggle }: ChoiceGroupProps) {
  const name = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-gray-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <label
              key={option.value}
              className={cn(
                'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/50',
                checked
                  ? 'border-primary bg-primary/10 text-gray-900'
                  : 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50',
              )}
            >
              <input
                type={type}
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onToggle(option.value)}
                className="h-4 w-4 accent-[rgb(var(--color-primary))]"
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
