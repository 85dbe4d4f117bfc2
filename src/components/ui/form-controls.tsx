import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { controlClass, fieldAria } from './field-aria';
import { FieldShell } from './field-shell';
import { SelectControl, type SelectOption } from './select';

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

/**
 * A field's two halves: what its FieldShell gets (label, hint, error, the wrapper's class) and what
 * its control gets (id and name, value and change, `controlClassName`, the aria of its hint and error,
 * then the control's own attributes).
 */
function fieldParts<Rest extends object>(
  { id, label, value, onValueChange, required, hint, error, className, ...rest }: BaseFieldProps & Rest,
  controlClassName: string,
) {
  return {
    shell: { id, label, required, hint, error, className },
    control: {
      id,
      name: id,
      value,
      onChange: (e: { target: { value: string } }) => onValueChange(e.target.value),
      className: controlClassName,
      ...fieldAria(id, { hint, error, required }),
      ...rest,
    },
  };
}

export interface TextFieldProps
  extends
    BaseFieldProps,
    Pick<
      InputHTMLAttributes<HTMLInputElement>,
      'type' | 'inputMode' | 'placeholder' | 'autoComplete' | 'spellCheck' | 'step' | 'maxLength'
    > {}

/** A labelled text input (44 px high) whose hint and error are read with it. */
export function TextField(props: TextFieldProps) {
  const { shell, control } = fieldParts(props, cn(controlClass, 'h-11'));
  return (
    <FieldShell {...shell}>
      <input {...control} />
    </FieldShell>
  );
}

export interface TextAreaFieldProps extends BaseFieldProps {
  rows?: number;
  maxLength?: number;
  placeholder?: string;
}

export function TextAreaField(props: TextAreaFieldProps) {
  const { shell, control } = fieldParts(props, cn(controlClass, 'min-h-28 py-2.5 leading-relaxed'));
  return (
    <FieldShell {...shell}>
      <textarea {...control} />
    </FieldShell>
  );
}

export interface SelectFieldProps extends BaseFieldProps {
  options: readonly SelectOption[];
}

/** A labelled native select: keyboard, screen readers and phone pickers work as people expect. */
export function SelectField({ options, ...field }: SelectFieldProps) {
  const { shell, control } = fieldParts(field, cn(controlClass, 'h-11 appearance-none pr-10'));
  return (
    <FieldShell {...shell}>
      <SelectControl {...control} options={options} />
    </FieldShell>
  );
}
