import { parseFormDate } from '../domain/form-dates';
import { DateField } from './date-field';
import { TextField } from './form-controls';
import { FormSection } from './form-section';
import type { SubmissionForm } from './use-submission-form';

/** Name, start date and time, optional end date and time. */
export function DetailsSection({ form }: { form: SubmissionForm }) {
  const { values, errors, set } = form;
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
          onValueChange={(v) => set('startDate', v)}
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
        <DateField
          id="endDate"
          label="Fecha de fin (opcional)"
          value={values.endDate}
          onValueChange={(v) => set('endDate', v)}
          error={errors.endDate}
          notBefore={parseFormDate(values.startDate)}
        />
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
    </FormSection>
  );
}
