import type { InputHTMLAttributes, ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { controlClass, fieldAria } from './field-aria';
import { FieldShell } from './field-shell';

interface BaseFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

export interface TextFieldProps
  extends
    BaseFieldProps,
    Pick<
      InputHTMLAttributes<HTMLInputElement>,
      'type' | 'inputMode' | 'placeholder' | 'autoComplete' | 'spellCheck' | 'step' | 'maxLength'
    > {}

/** A labelled text input (44 px high) whose hint and error are read with it. */
export function TextField({
  id,
  label,
  value,
  onValueChange,
  required,
  hint,
  error,
  className,
  ...rest
}: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        id={id}
        name={id}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        className={cn(controlClass, 'h-11')}
        {...fieldAria(id, { hint, error, required })}
        {...rest}
      />
    </FieldShell>
  );
}

export interface TextAreaFieldProps extends BaseFieldProps {
  rows?: number;
  maxLength?: number;
  placeholder?: string;
}

export function TextAreaField({
  id,
  label,
  value,
  onValueChange,
  required,
  hint,
  error,
  className,
  ...rest
}: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <textarea
        id={id}
        name={id}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        className={cn(controlClass, 'min-h-28 py-2.5 leading-relaxed')}
        {...fieldAria(id, { hint, error, required })}
        {...rest}
      />
    </FieldShell>
  );
}

export interface SelectFieldProps extends BaseFieldProps {
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A labelled native select: keyboard, screen readers and phone pickers work as people expect. */
export function SelectField({
  id,
  label,
  value,
  onValueChange,
  required,
  hint,
  error,
  className,
  options,
}: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <div className="relative">
        <select
          id={id}
          name={id}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          className={cn(controlClass, 'h-11 appearance-none pr-10')}
          {...fieldAria(id, { hint, error, required })}
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
    </FieldShell>
  );
}
