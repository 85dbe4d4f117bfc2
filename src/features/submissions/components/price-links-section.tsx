import { Checkbox } from '@/components/ui/checkbox';
import { setFree } from '../domain/form-changes';
import { TextField } from '@/components/ui/form-controls';
import { FormSection } from './form-section';
import type { SubmissionForm } from './use-submission-form';

/** Free (clears and hides the price), the price as free text, one event link. */
export function PriceLinksSection({ form }: { form: SubmissionForm }) {
  const { values, change, field } = form;
  return (
    <FormSection title="Precio y enlaces">
      <Checkbox
        id="isFree"
        name="isFree"
        label="Es un evento gratuito"
        checked={values.isFree}
        onChange={(e) => change((v) => setFree(v, e.target.checked), ['isFree', 'price'])}
      />
      {!values.isFree && (
        <TextField
          {...field('price')}
          label="Precio"
          placeholder="15 € o 10-20 €"
          hint="Un precio o un rango, en euros."
          maxLength={40}
        />
      )}
      <TextField
        {...field('link')}
        label="Enlace del evento (opcional)"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        hint="Web con la información o la venta de entradas."
        maxLength={2048}
      />
    </FormSection>
  );
}
