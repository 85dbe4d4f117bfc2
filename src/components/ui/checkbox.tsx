import { useId, type ComponentProps, type ReactNode } from 'react';

/** A native checkbox with its label; the whole row (44 px high) is the click target. */
export function Checkbox({
  label,
  id,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'className'> & { label: ReactNode }) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <label htmlFor={inputId} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
      <input
        id={inputId}
        type="checkbox"
        className="h-5 w-5 shrink-0 cursor-pointer rounded border-gray-400 accent-[rgb(var(--color-primary))]"
        {...props}
      />
      <span>{label}</span>
    </label>
  );
}
