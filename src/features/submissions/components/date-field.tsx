import { lazy, Suspense, useState } from 'react';
import { CalendarIcon } from '@/components/ui/icons';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { madridDay } from '@/features/events';
import { cn } from '@/lib/cn';
import { autoFormatDate, formatFormDate, parseFormDate } from '../domain/form-dates';
import { controlClass, fieldAria } from '@/components/ui/field-aria';
import { FieldShell } from '@/components/ui/field-shell';
import { m } from '@/i18n/paraglide/messages.js';

const DayCalendar = lazy(() => import('./calendars').then((m) => ({ default: m.DayCalendar })));

/** A dd/mm/aaaa text input with a calendar picker (Spanish, weeks from Monday) in a popover. */
export function DateField(props: {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  required?: boolean;
  error?: string;
  /** The calendar cannot go before this day ('yyyy-MM-dd'); today by default. */
  notBefore?: string | null;
  /** Said after the format hint. */
  hint?: string;
  pickerLabel?: string;
}) {
  const { id, label, value, onValueChange, required, error, notBefore } = props;
  const [open, setOpen] = useState(false);
  const hint = props.hint
    ? m.submissions_date_format_hint_with({ hint: props.hint })
    : m.submissions_date_format_hint();
  const today = madridDay(new Date());
  const fromDay = notBefore && notBefore > today ? notBefore : today;
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error}>
      <div className="flex gap-2">
        <input
          id={id}
          name={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={m.submissions_date_placeholder()}
          maxLength={10}
          value={value}
          onChange={(e) => onValueChange(autoFormatDate(value, e.target.value))}
          className={cn(controlClass, 'h-11')}
          {...fieldAria(id, { hint, error, required })}
        />
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger
            aria-label={
              props.pickerLabel ??
              m.submissions_date_picker({ field: label.replace(/ \([^)]*\)$/, '').toLowerCase() })
            }
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl border border-gray-300 bg-white text-gray-800 hover:bg-gray-50"
          >
            <CalendarIcon />
          </PopoverTrigger>
          <PopoverContent aria-label={m.submissions_date_calendar({ label })} align="end" className="p-2">
            {open && (
              <Suspense
                fallback={<p className="p-4 text-sm text-gray-600">{m.submissions_calendar_loading()}</p>}
              >
                <DayCalendar
                  selected={parseFormDate(value)}
                  fromDay={fromDay}
                  onSelect={(day) => {
                    onValueChange(formatFormDate(day));
                    setOpen(false);
                  }}
                />
              </Suspense>
            )}
          </PopoverContent>
        </Popover>
      </div>
    </FieldShell>
  );
}
