import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { CITIES } from '@/config/cities';
import type { CityId } from '@/config/city-ids';
import { cn } from '@/lib/cn';
import { useAddSource } from '../api/use-source-mutations';
import {
  ADDABLE_KINDS,
  EMPTY_DRAFT,
  KIND_LABELS,
  validateDraft,
  type AddableKind,
  type DraftErrors,
  type NewSourceDraft,
} from '../domain/import-source';

const inputClass =
  'h-11 w-full rounded-xl border border-gray-300 bg-white px-3 text-base text-gray-900 placeholder:text-gray-500 focus:border-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary/40';

const CITY_OPTIONS: ReadonlyArray<{ value: CityId | ''; label: string }> = [
  { value: '', label: 'Todas las ciudades' },
  ...CITIES.map((c) => ({ value: c.id as CityId, label: c.name })),
];

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/**
 * 'Añadir una fuente': an iCalendar feed or a page with schema.org JSON-LD events (the other kinds are
 * the team's, set up once). Checked on send with Spanish messages by each field; what was typed stays
 * when the database refuses it (e.g. the same source twice), and the form empties once it is saved.
 */
export function SourceForm() {
  const id = useId();
  const [draft, setDraft] = useState<NewSourceDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const urlRef = useRef<HTMLInputElement>(null);
  const add = useAddSource();

  const change = <K extends keyof NewSourceDraft>(key: K, value: NewSourceDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setFailure(null);
    if (key === 'name' || key === 'url') setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateDraft(draft);
    setErrors(found);
    setFailure(null);
    if (found.name) return nameRef.current?.focus();
    if (found.url) return urlRef.current?.focus();
    add.mutate(draft, {
      onSuccess: () => {
        setDraft(EMPTY_DRAFT);
        setErrors({});
      },
      onError: (error) => setFailure(error.message),
    });
  };

  const ids = {
    name: `${id}-name`,
    url: `${id}-url`,
    urlHint: `${id}-url-hint`,
    city: `${id}-city`,
    title: `${id}-title`,
  };
  const described = (...parts: Array<string | false | undefined>) =>
    parts.filter(Boolean).join(' ') || undefined;

  return (
    <section
      aria-labelledby={ids.title}
      className="space-y-4 rounded-xl border border-gray-200 bg-gray-50 p-4"
    >
      <h2 id={ids.title} className="text-2xl font-bold text-gray-900">
        Añadir una fuente
      </h2>
      <form noValidate aria-labelledby={ids.title} onSubmit={submit} className="space-y-4">
        <div className="space-y-1">
          <label htmlFor={ids.name} className="block text-sm font-semibold text-gray-800">
            Nombre
          </label>
          <input
            ref={nameRef}
            id={ids.name}
            value={draft.name}
            onChange={(e) => change('name', e.target.value)}
            aria-required="true"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={described(errors.name && `${ids.name}-error`)}
            className={cn(inputClass, errors.name && 'border-red-700')}
          />
          <FieldError id={`${ids.name}-error`} message={errors.name} />
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.url} className="block text-sm font-semibold text-gray-800">
            URL
          </label>
          <input
            ref={urlRef}
            id={ids.url}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={draft.url}
            placeholder="https://"
            onChange={(e) => change('url', e.target.value)}
            aria-required="true"
            aria-invalid={errors.url ? true : undefined}
            aria-describedby={described(errors.url && `${ids.url}-error`, ids.urlHint)}
            className={cn(inputClass, errors.url && 'border-red-700')}
          />
          <FieldError id={`${ids.url}-error`} message={errors.url} />
          <p id={ids.urlHint} className="text-xs text-gray-600">
            La dirección del calendario (.ics) o de la página que lista los eventos.
          </p>
        </div>
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
        <div className="space-y-1">
          <label htmlFor={ids.city} className="block text-sm font-semibold text-gray-800">
            Ciudad
          </label>
          <select
            id={ids.city}
            value={draft.cityId}
            onChange={(e) => change('cityId', e.target.value as CityId | '')}
            aria-describedby={`${ids.city}-hint`}
            className={cn(inputClass, 'sm:max-w-xs')}
          >
            {CITY_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <p id={`${ids.city}-hint`} className="text-xs text-gray-600">
            Los eventos que no indican su municipio se publican en esta ciudad; con «Todas las ciudades», se
            rechazan.
          </p>
        </div>
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
