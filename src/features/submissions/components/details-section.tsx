import { changeStartDate } from '../domain/form-changes';
import { parseFormDate } from '../domain/form-dates';
import { DateField } from './date-field';
import { TextField } from '@/components/ui/form-controls';
import { FormSection } from './form-section';
import { RepeatFieldset } from './repeat-fieldset';
import type { SubmissionForm } from './use-submission-form';

/**
 * Name, start date and time, optional end date and time, and whether it repeats. A repeating event
 * has no end date — each of its dates is one day, with the same times — so that field gives way to a
 * note saying so (what was typed in it is kept, should the event stop repeating).
 */
export function DetailsSection({ form }: { form: SubmissionForm }) {
  const { values, errors, set, change } = form;
  return (
    <FormSection title="Detalles del evento">
      <TextField
        id="title"
        label="Nombre del evento"
        required
        maxLength={200}
        value={values.title}
        onValueChange={(v) => set('title', v)}
        error={errors.title}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <DateField
          id="startDate"
          label="Fecha de inicio"
          required
          value={values.startDate}
          onValueChange={(v) => change((old) => changeStartDate(old, v), ['startDate', 'repeatWeekdays'])}
          error={errors.startDate}
        />
        <TextField
          id="startTime"
          label="Hora de inicio"
          required
          type="time"
          step={60}
          value={values.startTime}
          onValueChange={(v) => set('startTime', v)}
          error={errors.startTime}
        />
        {values.repeat === 'none' ? (
          <DateField
            id="endDate"
            label="Fecha de fin (opcional)"
            value={values.endDate}
            onValueChange={(v) => set('endDate', v)}
            error={errors.endDate}
            notBefore={parseFormDate(values.startDate)}
          />
        ) : (
          <p className="self-end rounded-xl bg-gray-50 p-3 text-sm text-gray-700">
            <span className="font-semibold">Fecha de fin:</span> no se usa en un evento que se repite. Cada
            fecha es un solo día, con la misma hora de inicio y de fin.
          </p>
        )}
        <TextField
          id="endTime"
          label="Hora de fin (opcional)"
          type="time"
          step={60}
          value={values.endTime}
          onValueChange={(v) => set('endTime', v)}
          error={errors.endTime}
        />
      </div>
      <RepeatFieldset form={form} />
    </FormSection>
  );
}
