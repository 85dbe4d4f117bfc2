import { DESCRIPTION_MIN_LENGTH } from '@/config/constants';
import { descriptionLength } from '../domain/form-rules';
import { TextAreaField, TextField } from '@/components/ui/form-controls';
import { FormSection } from './form-section';
import type { SubmissionForm } from './use-submission-form';

export const RECOMMENDATIONS_HINT =
  'Las ofertas de comida y bebida del propio local se publican gratis. Recomendar un bar o restaurante externo es por donativo, como los eventos destacados.';

/** Description (at least 15 characters), organizer, recommendations. */
export function DescriptionSection({ form }: { form: SubmissionForm }) {
  const { values, field } = form;
  const length = descriptionLength(values.description);
  return (
    <FormSection title="Descripción y organización">
      <TextAreaField
        {...field('description')}
        label="Descripción"
        required
        rows={6}
        maxLength={5000}
        placeholder="¿Qué va a pasar? ¿Para quién es? ¿Qué hay que llevar?"
        hint={`Mínimo ${DESCRIPTION_MIN_LENGTH} caracteres (llevas ${length}).`}
      />
      <TextField
        {...field('organizer')}
        label="Organizador (opcional)"
        maxLength={300}
        autoComplete="organization"
      />
      <TextAreaField
        {...field('recomendaciones')}
        label="Recomendaciones (opcional)"
        rows={3}
        maxLength={2000}
        hint={RECOMMENDATIONS_HINT}
      />
    </FormSection>
  );
}
