import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { describedBy } from '@/components/ui/field-aria';
import { FieldError, FieldHint } from '@/components/ui/field-shell';
import { TextField } from '@/components/ui/form-controls';
import { FormSection } from './form-section';
import { Spinner } from '@/components/ui/spinner';
import type { SubmissionForm } from './use-submission-form';

const FEATURED_HINT =
  'Destacar un evento es por donativo: nuestro equipo se pondrá en contacto contigo para contarte cómo.';

/** Featured wish, contact, terms (native required check), the review note, the alert and the button. */
export function FinalSection({ form }: { form: SubmissionForm }) {
  const { values, errors, alert, sending, set, field } = form;
  return (
    <FormSection title="Para terminar">
      <div>
        <Checkbox
          id="wantsFeatured"
          name="wantsFeatured"
          label="Quiero destacar mi evento"
          aria-describedby="wantsFeatured-hint"
          checked={values.wantsFeatured}
          onChange={(e) => set('wantsFeatured', e.target.checked)}
        />
        <FieldHint id="wantsFeatured">{FEATURED_HINT}</FieldHint>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field('contactName')}
          label="Tu nombre (opcional)"
          autoComplete="name"
          maxLength={200}
        />
        <TextField
          {...field('contactEmail')}
          label="Tu email (opcional)"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          hint="Te avisaremos cuando revisemos tu evento."
        />
      </div>
      <div>
        <Checkbox
          id="acceptTerms"
          name="acceptTerms"
          required
          checked={values.acceptTerms}
          onChange={(e) => set('acceptTerms', e.target.checked)}
          aria-invalid={errors.acceptTerms ? true : undefined}
          aria-describedby={describedBy('acceptTerms', undefined, errors.acceptTerms)}
          label={
            <>
              Acepto las{' '}
              <Link
                to="/terminos"
                target="_blank"
                rel="noopener"
                className="font-semibold text-primary underline"
              >
                condiciones de uso
              </Link>
            </>
          }
        />
        <FieldError id="acceptTerms" message={errors.acceptTerms} />
      </div>
      <p className="rounded-xl bg-gray-50 p-4 text-sm text-gray-700">
        Revisamos cada evento antes de publicarlo. No aceptamos eventos que promuevan la violencia, la
        discriminación o el odio.
      </p>
      {alert && (
        <div
          role="alert"
          className="space-y-1 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          <p className="font-semibold">{alert.message}</p>
          {alert.detail && <p>{alert.detail}</p>}
        </div>
      )}
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending && <Spinner />}
        {sending ? 'Enviando...' : 'Compartir mi evento con la comunidad'}
      </Button>
    </FormSection>
  );
}
