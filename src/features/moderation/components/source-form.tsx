import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { SelectField, TextField } from '@/components/ui/form-controls';
import { CITIES } from '@/config/cities';
import type { CityId } from '@/config/city-ids';
import { useAddSource } from '../api/mutations';
import {
  ADDABLE_KINDS,
  EMPTY_DRAFT,
  KIND_LABELS,
  validateDraft,
  type AddableKind,
  type DraftErrors,
  type NewSourceDraft,
} from '../domain/import-source';

const CITY_OPTIONS: ReadonlyArray<{ value: CityId | ''; label: string }> = [
  { value: '', label: 'Todas las ciudades' },
  ...CITIES.map((c) => ({ value: c.id as CityId, label: c.name })),
];

/**
 * 'Añadir una fuente' (iCalendar or JSON-LD; the other kinds are the team's). What was typed stays
 * when the database refuses it, and the form empties once it is saved.
 */
export function SourceForm() {
  const id = useId();
  const [draft, setDraft] = useState<NewSourceDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddSource();

  const change = <K extends keyof NewSourceDraft>(key: K, value: NewSourceDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setFailure(null);
    if (key === 'name' || key === 'url') setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const ids = { name: `${id}-name`, url: `${id}-url`, title: `${id}-title` };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateDraft(draft);
    setErrors(found);
    setFailure(null);
    if (found.name) return document.getElementById(ids.name)?.focus();
    if (found.url) return document.getElementById(ids.url)?.focus();
    add.mutate(draft, {
      onSuccess: () => {
        setDraft(EMPTY_DRAFT);
        setErrors({});
      },
      onError: (error) => setFailure(error.message),
    });
  };

  return (
    <section
      aria-labelledby={ids.title}
      className="space-y-4 rounded-xl border border-gray-200 bg-gray-50 p-4"
    >
      <h2 id={ids.title} className="text-2xl font-bold text-gray-900">
        Añadir una fuente
      </h2>
      <form noValidate aria-labelledby={ids.title} onSubmit={submit} className="space-y-4">
        <TextField
          id={ids.name}
          label="Nombre"
          required
          value={draft.name}
          error={errors.name}
          onValueChange={(value) => change('name', value)}
        />
        <TextField
          id={ids.url}
          label="URL"
          required
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          hint="La dirección del calendario (.ics) o de la página que lista los eventos."
          value={draft.url}
          error={errors.url}
          onValueChange={(value) => change('url', value)}
        />
        <fieldset className="space-y-1">
          <legend className="text-sm font-semibold text-gray-800">Tipo</legend>
          <div className="flex flex-wrap gap-x-6">
            {ADDABLE_KINDS.map((kind) => (
              <label key={kind} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={kind}
                  checked={draft.kind === kind}
                  onChange={() => change('kind', kind as AddableKind)}
                  className="h-5 w-5 accent-[rgb(var(--color-primary))]"
                />
                {KIND_LABELS[kind]}
              </label>
            ))}
          </div>
        </fieldset>
        <SelectField
          id={`${id}-city`}
          label="Ciudad"
          className="sm:max-w-xs"
          options={CITY_OPTIONS}
          value={draft.cityId}
          hint="Los eventos que no indican su municipio se publican en esta ciudad; con «Todas las ciudades», se rechazan."
          onValueChange={(value) => change('cityId', value as CityId | '')}
        />
        <Checkbox
          label="Publicar directamente (fuente de confianza)"
          checked={draft.trusted}
          onChange={(e) => change('trusted', e.target.checked)}
          aria-describedby={`${id}-trusted-hint`}
        />
        <p id={`${id}-trusted-hint`} className="-mt-3 text-xs text-gray-600">
          Sin marcar, sus eventos nuevos esperan en la cola de propuestas hasta que alguien los apruebe.
        </p>
        {failure && (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            No se pudo añadir la fuente: {failure}
          </p>
        )}
        <Button type="submit" disabled={add.isPending} aria-busy={add.isPending || undefined}>
          {add.isPending ? 'Añadiendo...' : 'Añadir fuente'}
        </Button>
      </form>
    </section>
  );
}
