import { useId } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { m } from '@/i18n/paraglide/messages.js';

export interface TextFilterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  type?: 'search' | 'text';
  hideLabel?: boolean;
}

/** A labelled text input with a clear button. */
export function TextFilter({
  label,
  value,
  onChange,
  placeholder,
  type = 'text',
  hideLabel = false,
}: TextFilterProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-gray-800'}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={type}
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          className="block h-11 w-full rounded-xl border border-gray-300 bg-white [contain:size_layout] pr-11 pl-3 text-base text-gray-900 placeholder:text-gray-500 hover:border-gray-400 md:text-sm [&::-webkit-search-cancel-button]:hidden"
        />
        {value !== '' && (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label={m.listing_clear_text({ label: label.toLowerCase() })}
            className="absolute top-1/2 right-0 inline-flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full text-gray-600 hover:text-gray-900"
          >
            <CloseIcon width={16} height={16} />
          </button>
        )}
      </div>
    </div>
  );
}
