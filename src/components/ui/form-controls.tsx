import type { ElementType, InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { controlClass, fieldAria } from './field-aria';
import { FieldShell } from './field-shell';
import { SelectControl, type SelectOption } from './select';

interface FieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

/**
 * A labelled field whose hint and error are read with its control: `Control` (an input, a textarea
 * or a select) with `controlClassName`, the aria of its hint and error, then the field's `Own` props.
 */
function field<Own extends object>(Control: ElementType, controlClassName: string) {
  return function Field({
    id,
    label,
    value,
    onValueChange,
    required,
    hint,
    error,
    className,
    ...own
  }: FieldProps & Own) {
    return (
      <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={className}>
        <Control
          id={id}
          name={id}
          value={value}
          onChange={(e: { target: { value: string } }) => onValueChange(e.target.value)}
          className={controlClassName}
          {...fieldAria(id, { hint, error, required })}
          {...own}
        />
      </FieldShell>
    );
  };
}

export const TextField = field<
  Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'placeholder' | 'autoComplete' | 'spellCheck' | 'step' | 'maxLength'
  >
>('input', cn(controlClass, 'h-11'));

export const TextAreaField = field<{ rows?: number; maxLength?: number; placeholder?: string }>(
  'textarea',
  cn(controlClass, 'min-h-28 py-2.5 leading-relaxed'),
);

/** A native select: keyboard, screen readers and phone pickers work as people expect. */
export const SelectField = field<{ options: readonly SelectOption[] }>(
  SelectControl,
  cn(controlClass, 'h-11 appearance-none pr-10'),
);
