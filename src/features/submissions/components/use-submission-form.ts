import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { m } from '@/i18n/paraglide/messages.js';
import { useCity } from '@/features/city';
import { madridDay } from '@/features/events';
import { FunctionCallError } from '@/lib/function-call';
import { useSubmitEvent } from '../api/use-submit-event';
import { buildSubmissionPayload } from '../domain/build-payload';
import { validateSubmissionForm } from '../domain/form-rules';
import {
  EMPTY_FORM,
  OTHER_TOWN,
  type FieldErrors,
  type FormField,
  type SubmissionFormValues,
} from '../domain/form-values';
import { FIELD_MESSAGES } from '../domain/messages';
import { describeSubmitFailure } from '../domain/submit-failure';

type Values = SubmissionFormValues;
type TextField = { [K in FormField]: Values[K] extends string ? K : never }[FormField];

export type SubmissionForm = ReturnType<typeof useSubmissionForm>;

/** State and rules of the add-event form: idle → sending → succeeded (cleared) or failed (kept). */
export function useSubmissionForm() {
  const { city } = useCity();
  const [values, setValues] = useState<Values>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<{ message: string; detail: string | null } | null>(null);
  // The server refuses forms filled in under 3 seconds.
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const mutation = useSubmitEvent();

  /** A linked change (a reset rule): `fields` are the ones whose errors it clears. */
  const change = (next: (v: Values) => Values, fields: readonly FormField[]) => {
    setValues(next);
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([f]) => !fields.includes(f as FormField))));
  };
  const set = <K extends FormField>(field: K, value: Values[K]) =>
    change((v) => ({ ...v, [field]: value }), [field]);
  const field = (name: TextField) => ({
    id: name,
    value: values[name],
    error: errors[name],
    onValueChange: (value: string) => set(name, value),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const problems = validateSubmissionForm(values, madridDay(new Date()));
    if (problems) {
      setErrors(problems.fields);
      setAlert({ message: problems.message, detail: null });
      return;
    }
    const terms = event.currentTarget.elements.namedItem('acceptTerms');
    if (terms instanceof HTMLInputElement && !terms.checkValidity()) {
      setErrors({ acceptTerms: FIELD_MESSAGES.terms });
      setAlert(null);
      terms.reportValidity();
      return;
    }
    setErrors({});
    setAlert(null);
    const body = buildSubmissionPayload(values, { formStartedAt: startedAt, cityId: city.id });
    const submission = { body, image: values.image };
    mutation.mutate(submission, {
      onSuccess: () => {
        toast.success(m.submissions_success_title(), { description: m.submissions_success_text() });
        setValues(EMPTY_FORM);
        setStartedAt(Date.now());
      },
      onError: (error) => {
        const call = error instanceof FunctionCallError ? error : null;
        const view = describeSubmitFailure(call, values.town === OTHER_TOWN);
        setErrors(view.fields);
        setAlert(view);
      },
    });
  };

  return { values, errors, alert, sending: mutation.isPending, set, change, field, handleSubmit };
}
