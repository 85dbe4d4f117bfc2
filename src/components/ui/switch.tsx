import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

interface SwitchProps extends Omit<ComponentProps<'button'>, 'onChange' | 'role' | 'className' | 'id'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
}

/** An on/off switch (role="switch") with a visible label that also toggles it. */
export function Switch({ checked, onCheckedChange, label, ...props }: SwitchProps) {
  const switchId = useId();
  return (
    <div className="flex min-h-11 items-center justify-between gap-3">
      <label htmlFor={switchId} className="cursor-pointer text-sm font-medium text-gray-900">
        {label}
      </label>
      <button
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        onClick={() => onCheckedChange(!checked)}
        className="inline-flex h-11 w-14 shrink-0 items-center justify-center rounded-full"
        {...props}
      >
        <span
          aria-hidden="true"
          className={cn(
            'relative inline-flex h-7 w-12 items-center rounded-full transition-colors',
            checked ? 'bg-primary' : 'bg-gray-300',
          )}
        >
          <span
            className={cn(
              'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
              checked ? 'translate-x-6' : 'translate-x-1',
            )}
          />
        </span>
      </button>
    </div>
  );
}
