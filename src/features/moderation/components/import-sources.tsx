import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { SelectField, TextField } from '@/components/ui/form-controls';
import { CITIES } from '@/config/cities';
import type { CityId } from '@/config/city-ids';
import { safeHref } from '@/lib/safe-href';
import { moderationQueries } from '../api/moderation-queries';
import { useAddSource, useRunImport, useSetSourceEnabled } from '../api/mutations';
import {
  ADDABLE_KINDS,
  EMPTY_DRAFT,
  figureTexts,
  KIND_LABELS,
  validateDraft,
  type DraftErrors,
  type ImportSource,
  type NewSourceDraft,
} from '../domain/import-source';
import { formatReviewDate } from '../domain/submission';

const CITY_OPTIONS: ReadonlyArray<{ value: CityId | ''; label: string }> = [
  { value: '', label: 'Todas las ciudades' },
  ...CITIES.map((c) => ({ value: c.id as CityId, label: c.name })),
];
const cityLabel = (cityId: string | null) =>
  CITY_OPTIONS.find((o) => o.value === (cityId ?? ''))?.label ?? cityId;

function LastRun({ sourceId }: { sourceId: string }) {
  const query = useQuery(moderationQueries.lastRun(sourceId));
  if (query.isPending) return <p className="text-sm text-gray-700">Cargando la última importación...</p>;
  if (query.isError)
    return (
      <p className="text-sm text-red-800">No se pudo leer la última importación: {query.error.message}</p>
    );
  const run = query.data;
  if (!run) return <p className="text-sm text-gray-700">Aún no se ha importado.</p>;
  const when = formatReviewDate(run.finished_at ?? run.started_at);
  if (run.error)
    return (
      <div className="space-y-1">
        <p className="text-sm font-semibold text-red-800">Última importación: {when}, falló</p>
        <details className="text-sm text-gray-800">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-primary">
            Ver el error
          </summary>
          <p className="rounded-lg bg-red-50 p-3 break-words text-red-900">{run.error}</p>
        </details>
      </div>
    );
  return (
    <div className="space-y-1">
      <p className="text-sm text-gray-700">Última importación: {when}</p>
      <ul aria-label="Resultado de la última importación" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {figureTexts(run).map((text) => (
          <li key={text} className="font-medium text-gray-900">
            {text}
          </li>
        ))}
      </ul>
      {run.rejected.length > 0 && (
        <details className="text-sm text-gray-800">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-primary">
            Motivos de los rechazados ({run.rejected.length})
          </summary>
          <ul className="list-disc space-y-1 pl-5">
            {run.rejected.map((r, i) => (
              <li key={`${r.externalId}-${i}`} className="break-words">
                {r.externalId && <span className="font-mono text-xs">{r.externalId}</span>}
                {r.externalId && ': '}
                {r.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

function SourceCard({ source }: { source: ImportSource }) {
  const titleId = useId();
  const toggle = useSetSourceEnabled();
  const run = useRunImport();
  const href = safeHref(source.url);
  return (
    <article aria-labelledby={titleId} className="space-y-3 rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="text-lg font-bold text-gray-900">
          {source.name}
        </h3>
        <Badge variant={source.enabled ? 'free' : 'neutral'}>{source.enabled ? 'Activa' : 'Pausada'}</Badge>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="font-semibold text-gray-800">Tipo</dt>
        <dd className="text-gray-700">{KIND_LABELS[source.kind]}</dd>
        <dt className="font-semibold text-gray-800">Ciudad</dt>
        <dd className="text-gray-700">{cityLabel(source.city_id)}</dd>
        <dt className="font-semibold text-gray-800">Dirección</dt>
        <dd className="break-all text-gray-700">
          {href ? (
            <a
              href={href}
              target="_blank"
              rel="noopener"
              className="text-primary underline underline-offset-2"
            >
              {source.url}
              <span className="sr-only"> (se abre en una pestaña nueva)</span>
            </a>
          ) : (
            'Sin dirección: se importa desde archivos'
          )}
        </dd>
        <dt className="font-semibold text-gray-800">Publicación</dt>
        <dd className="text-gray-700">
          {source.trusted ? 'Directa (fuente de confianza)' : 'Tras revisión en la cola de propuestas'}
        </dd>
      </dl>
      <LastRun sourceId={source.id} />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate({ sourceId: source.id, enabled: !source.enabled })}
        >
          {source.enabled ? 'Pausar' : 'Activar'}
        </Button>
        <Button
          disabled={!source.url || run.isPending}
          aria-busy={run.isPending || undefined}
          onClick={() => run.mutate({ id: source.id, name: source.name })}
        >
          {run.isPending ? 'Importando...' : 'Importar ahora'}
        </Button>
      </div>
    </article>
  );
}

/** 'Añadir una fuente': what was typed stays when the database refuses it, and goes once it is saved. */
function SourceForm() {
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
      onSuccess: () => setDraft(EMPTY_DRAFT),
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
                  onChange={() => change('kind', kind)}
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

/** /moderacion → Fuentes: the imported agendas, each with its last run, and the form to add one. */
export function ImportSources() {
  const query = useQuery(moderationQueries.sources());
  return (
    <>
      <section aria-labelledby="sources-title" className="space-y-4">
        <h2 id="sources-title" className="text-2xl font-bold text-gray-900">
          Fuentes{query.data ? ` (${query.data.length})` : ''}
        </h2>
        {query.isPending && <p role="status">Cargando fuentes...</p>}
        {query.isError && (
          <div role="alert" className="space-y-2 text-red-800">
            <p>Error cargando las fuentes: {query.error.message}</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              Reintentar
            </Button>
          </div>
        )}
        {query.isSuccess && query.data.length === 0 && (
          <p className="text-gray-700">Aún no hay fuentes. Añade la primera con el formulario.</p>
        )}
        {query.isSuccess && query.data.length > 0 && (
          <ul aria-label="Fuentes de eventos" className="space-y-3">
            {query.data.map((source) => (
              <li key={source.id}>
                <SourceCard source={source} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <SourceForm />
    </>
  );
}
