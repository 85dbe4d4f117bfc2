import { getTopLevelLocations } from '@/config/locations';
import { useCity } from '@/features/city';
import { changeTown, neighborhoodOptions } from '../domain/form-changes';
import { OTHER_TOWN } from '../domain/form-values';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-controls';
import { FormSection } from './form-section';
import type { SubmissionForm } from './use-submission-form';

/** City (the city's towns plus 'Otra, especificar'), neighbourhood, exact address, how to get there. */
export function LocationSection({ form }: { form: SubmissionForm }) {
  const { values, errors, change, field } = form;
  const { city } = useCity();
  const towns = getTopLevelLocations(city.locations);
  const neighborhoods = neighborhoodOptions(city.locations, values.town);
  return (
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
          ...towns.map((t) => ({ value: t.id, label: t.name })),
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
  );
}
