import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { fieldAria } from '@/components/ui/field-aria';
import { FieldError, FieldHint } from '@/components/ui/field-shell';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-controls';
import { Spinner } from '@/components/ui/spinner';
import { MIN_DESCRIPTION_CHARS } from '../../../../supabase/functions/_shared/submission_rules.ts';
import { getTopLevelLocations } from '@/config/locations';
import { useCity } from '@/features/city';
import { changeStartDate, changeTown, neighborhoodOptions, setFree } from '../domain/form-changes';
import { parseFormDate } from '../domain/form-dates';
import { descriptionLength } from '../domain/form-rules';
import { OTHER_TOWN } from '../domain/form-values';
import { CategorySection } from './category-section';
import { DateField } from './date-field';
import { FormSection } from './form-section';
import { ImageField } from './image-field';
import { RepeatFieldset } from './repeat-fieldset';
import { useSubmissionForm } from './use-submission-form';

const RECOMMENDATIONS_HINT =
  'Las ofertas de comida y bebida del propio local se publican gratis. Recomendar un bar o restaurante externo es por donativo, como los eventos destacados.';

const FEATURED_HINT =
  'Destacar un evento es por donativo: nuestro equipo se pondrá en contacto contigo para contarte cómo.';

/**
 * The add-event form, checked by its own rules (noValidate; only the terms keep the native check).
 * 'website' is the anti-spam trap: people never see or reach it; bots fill it and the server refuses.
 */
export function SubmissionForm() {
  const form = useSubmissionForm();
  const { values, errors, alert, sending, change, set, field } = form;
  const { city } = useCity();
  const neighborhoods = neighborhoodOptions(city.locations, values.town);
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label="Añadir evento" className="relative space-y-6">
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
      <FormSection title="Ubicación">
        <SelectField
          id="town"
          label="Localidad"
          required
          value={values.town}
          onValueChange={(v) => change((vs) => changeTown(vs, v), ['town', 'customTown', 'neighborhood'])}
          error={errors.town}
          options={[
            { value: '', label: 'Elige una localidad' },
            ...getTopLevelLocations(city.locations).map((t) => ({ value: t.id, label: t.name })),
            { value: OTHER_TOWN, label: 'Otra, especificar' },
          ]}
        />
        {values.town === OTHER_TOWN && (
          <TextField
            {...field('customTown')}
            label="Escribe la localidad"
            required
            maxLength={120}
            autoComplete="address-level2"
          />
        )}
        {neighborhoods.length > 0 && (
          <SelectField
            {...field('neighborhood')}
            label="Barrio o zona (opcional)"
            options={[
              { value: '', label: 'Sin especificar' },
              ...neighborhoods.map((n) => ({ value: n.id, label: n.name })),
            ]}
          />
        )}
        <TextField
          {...field('address')}
          label="Dirección exacta"
          required
          maxLength={300}
          autoComplete="street-address"
          placeholder="Lugar, calle y número"
        />
        <TextAreaField
          {...field('comoLlegar')}
          label="Cómo llegar (opcional)"
          rows={3}
          maxLength={1000}
          placeholder="Metro, autobús, aparcamiento…"
        />
      </FormSection>
      <CategorySection form={form} />
      <FormSection title="Descripción y organización">
        <TextAreaField
          {...field('description')}
          label="Descripción"
          required
          rows={6}
          maxLength={5000}
          placeholder="¿Qué va a pasar? ¿Para quién es? ¿Qué hay que llevar?"
          hint={`Mínimo ${MIN_DESCRIPTION_CHARS} caracteres (llevas ${descriptionLength(values.description)}).`}
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
      <ImageField form={form} />
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
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="website">Sitio web</label>
        <input
          id="website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          value={values.website}
          onChange={(e) => set('website', e.target.value)}
        />
      </div>
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
            {...fieldAria('acceptTerms', { error: errors.acceptTerms })}
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
    </form>
  );
}
