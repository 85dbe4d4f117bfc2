import { type ReactNode, useId, useState, type InputHTMLAttributes } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { EyeIcon, EyeOffIcon } from '@/components/ui/icons';
import { m } from '@/i18n/paraglide/messages.js';
import { cn } from '@/lib/cn';
import { controlClass, describedBy } from '@/components/ui/field-aria';
import { FieldShell } from '@/components/ui/field-shell';

export function SubmitButton({
  pending,
  children,
  pendingText,
}: {
  pending: boolean;
  children: ReactNode;
  pendingText: string;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending || undefined}>
      {pending && <Spinner />}
      {pending ? pendingText : children}
    </Button>
  );
}

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'id' | 'className'
> {
  label: string;
  onValueChange?: (value: string) => void;
  hint?: string;
  /** A password with a show/hide button (never on a confirmation field). */
  revealable?: boolean;
}

export function TextField({ label, onValueChange, hint, revealable, type, ...props }: TextFieldProps) {
  const inputId = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={inputId} label={label} hint={hint}>
      <div className="relative">
        <input
          id={inputId}
          type={revealable && visible ? 'text' : type}
          className={cn(
            controlClass,
            'h-11 read-only:bg-gray-100 read-only:text-gray-700 disabled:bg-gray-100 disabled:text-gray-600',
            revealable && 'pr-12',
          )}
          aria-describedby={describedBy(inputId, hint)}
          onChange={onValueChange ? (e) => onValueChange(e.target.value) : undefined}
          {...props}
        />
        {revealable && (
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? m.auth_hide_password() : m.auth_show_password()}
            aria-controls={inputId}
            aria-pressed={visible}
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-xl text-gray-700 hover:text-gray-900"
          >
            {visible ? <EyeOffIcon width={18} height={18} /> : <EyeIcon width={18} height={18} />}
          </button>
        )}
      </div>
    </FieldShell>
  );
}

/** A form-level message (validation) announced when it appears; several are listed together. */
export function FormError({ message }: { message: string | readonly string[] | null }) {
  const messages = message === null ? [] : typeof message === 'string' ? [message] : message;
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <ul className="list-disc space-y-1 pl-4">
          {messages.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
