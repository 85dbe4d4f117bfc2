import { changeStartDate } from '../domain/form-changes';
import { parseFormDate } from '../domain/form-dates';
import { DateField } from './date-field';
import { TextField } from '@/components/ui/form-controls';
import { FormSection } from './form-section';
import { RepeatFieldset } from './repeat-fieldset';
import type { SubmissionForm } from './use-submission-form';

/**
 * Name, dates and times, and whether it repeats. A repeating event has no end date (each date is one
 * day): the field gives way to a note, and what was typed in it is kept.
 */
export function DetailsSection({ form }: { form: SubmissionForm }) {
  const { values, errors, change, field } = form;
  return (
    <FormSection title="Detalles del evento">
      <TextField {...field('title')} label="Nombre del evento" required maxLength={200} />
      <div className="grid gap-5 sm:grid-cols-2">
        <DateField
          id="startDate"
          label="Fecha de inicio"
          required
          value={values.startDate}
          onValueChange={(v) => change((old) => changeStartDate(old, v), ['startDate', 'repeatWeekdays'])}
          error={errors.startDate}
        />
        <TextField {...field('startTime')} label="Hora de inicio" required type="time" step={60} />
        {values.repeat === 'none' ? (
          <DateField
            {...field('endDate')}
            label="Fecha de fin (opcional)"
            notBefore={parseFormDate(values.startDate)}
          />
        ) : (
          <p className="self-end rounded-xl bg-gray-50 p-3 text-sm text-gray-700">
            <span className="font-semibold">Fecha de fin:</span> no se usa en un evento que se repite. Cada
            fecha es un solo día, con la misma hora de inicio y de fin.
          </p>
        )}
        <TextField {...field('endTime')} label="Hora de fin (opcional)" type="time" step={60} />
      </div>
      <RepeatFieldset form={form} />
    </FormSection>
  );
}
