import { lazy, Suspense } from 'react';
import { madridDay } from '@/features/events';
import { addDays, MAX_SERIES_DAYS } from '../../../../supabase/functions/_shared/recurrence.ts';
import { chooseRepeat, toggleWeekday } from '../domain/form-changes';
import { parseFormDate } from '../domain/form-dates';
import { formSeriesDates, monthlyRhythm, publishPreview, WEEKDAY_OPTIONS } from '../domain/form-series';
import type { FormField, RepeatKind } from '../domain/form-values';
import { DateField } from './date-field';
import { Checkbox } from '@/components/ui/checkbox';
import { describedBy } from '@/components/ui/field-aria';
import { FieldError, FieldHint, RequiredMark } from '@/components/ui/field-shell';
import type { SubmissionForm } from './use-submission-form';
import { m } from '@/i18n/paraglide/messages.js';

const DatesCalendar = lazy(() => import('./calendars').then((m) => ({ default: m.DatesCalendar })));

const repeatOptions = (): ReadonlyArray<{ value: RepeatKind; label: string }> => [
  { value: 'none', label: m.submissions_repeat_none() },
  { value: 'weekly', label: m.submissions_repeat_weekly() },
  { value: 'monthly', label: m.submissions_repeat_monthly() },
  { value: 'dates', label: m.submissions_repeat_dates() },
];

const legendClass = 'text-sm font-semibold text-gray-800';

/** Another rhythm starts afresh: every message of the group goes. */
const GROUP_FIELDS: readonly FormField[] = ['repeat', 'repeatWeekdays', 'repeatUntil', 'repeatDates'];

/** A change inside the group clears its own message and the group's (a refused series). */
const clears = (field: FormField): readonly FormField[] => ['repeat', field];

function WeekdaysField({ form }: { form: SubmissionForm }) {
  const { values, errors, change } = form;
  const error = errors.repeatWeekdays;
  return (
    <fieldset aria-describedby={describedBy('repeatWeekdays', undefined, error)} className="space-y-2">
      <legend className={legendClass}>
        {m.submissions_weekdays_legend()} <RequiredMark />
      </legend>
      <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-4">
        {WEEKDAY_OPTIONS.map(({ code, label }) => (
          <Checkbox
            key={code}
            name="repeatWeekdays"
            value={code}
            label={label}
            checked={values.repeatWeekdays.includes(code)}
            onChange={() => change((v) => toggleWeekday(v, code), clears('repeatWeekdays'))}
            aria-invalid={error ? true : undefined}
          />
        ))}
      </div>
      <FieldError id="repeatWeekdays" message={error} />
    </fieldset>
  );
}

/** 'Varias fechas': the other dates, picked from the day after the start up to a year later. */
function OtherDatesField({ form, start }: { form: SubmissionForm; start: string | null }) {
  const { values, errors, change } = form;
  const error = errors.repeatDates;
  const today = madridDay(new Date());
  const fromDay = start && start >= today ? addDays(start, 1) : today;
  const hint = m.submissions_other_dates_hint();
  return (
    <fieldset aria-describedby={describedBy('repeatDates', hint, error)} className="space-y-2">
      <legend className={legendClass}>
        {m.submissions_other_dates_legend()} <RequiredMark />
      </legend>
      <FieldHint id="repeatDates">{hint}</FieldHint>
      <Suspense fallback={<p className="p-4 text-sm text-gray-600">{m.submissions_calendar_loading()}</p>}>
        <DatesCalendar
          start={start}
          selected={values.repeatDates}
          fromDay={fromDay}
          toDay={start ? addDays(start, MAX_SERIES_DAYS) : null}
          onChange={(days) => change((v) => ({ ...v, repeatDates: days }), clears('repeatDates'))}
        />
      </Suspense>
      <FieldError id="repeatDates" message={error} />
    </fieldset>
  );
}

/** '¿Se repite?' and, once the choice makes a valid series, the dates the event will be published for. */
export function RepeatFieldset({ form }: { form: SubmissionForm }) {
  const { values, errors, change } = form;
  const start = parseFormDate(values.startDate);
  const error = errors.repeat;
  const dates = formSeriesDates(values);
  return (
    <fieldset
      aria-describedby={describedBy('repeat', undefined, error)}
      className="space-y-4 rounded-xl border border-gray-200 p-4"
    >
      <legend className={`${legendClass} px-1`}>{m.submissions_repeat_legend()}</legend>
      <div className="flex flex-wrap gap-x-6">
        {repeatOptions().map(({ value, label }) => (
          <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
            <input
              type="radio"
              name="repeat"
              value={value}
              checked={values.repeat === value}
              onChange={() => change((v) => chooseRepeat(v, value), GROUP_FIELDS)}
              aria-invalid={error ? true : undefined}
              className="h-5 w-5 shrink-0 cursor-pointer accent-[rgb(var(--color-primary))]"
            />
            <span>
              {label}
              {value === 'monthly' && (
                <span className="text-gray-600">
                  {' '}
                  ({monthlyRhythm(start) ?? m.submissions_repeat_monthly_default()})
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
      {values.repeat === 'weekly' && <WeekdaysField form={form} />}
      {(values.repeat === 'weekly' || values.repeat === 'monthly') && (
        <DateField
          id="repeatUntil"
          label={m.submissions_until_label()}
          required
          hint={m.submissions_until_hint()}
          pickerLabel={m.submissions_until_picker()}
          value={values.repeatUntil}
          onValueChange={(v) => change((old) => ({ ...old, repeatUntil: v }), clears('repeatUntil'))}
          error={errors.repeatUntil}
          notBefore={start}
        />
      )}
      {values.repeat === 'dates' && <OtherDatesField form={form} start={start} />}
      <FieldError id="repeat" message={error} />
      <p aria-live="polite" className="text-sm font-medium text-gray-800">
        {dates ? publishPreview(dates) : ''}
      </p>
    </fieldset>
  );
}
