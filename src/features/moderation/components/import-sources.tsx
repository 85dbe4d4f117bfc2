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
import { m } from '@/i18n/paraglide/messages.js';

const cityOptions = (): ReadonlyArray<{ value: CityId | ''; label: string }> => [
  { value: '', label: m.moderation_all_cities() },
  ...CITIES.map((c) => ({ value: c.id as CityId, label: c.name })),
];
const cityLabel = (cityId: string | null) =>
  cityOptions().find((o) => o.value === (cityId ?? ''))?.label ?? cityId;

function LastRun({ sourceId }: { sourceId: string }) {
  const query = useQuery(moderationQueries.lastRun(sourceId));
  if (query.isPending) return <p className="text-sm text-gray-700">{m.moderation_last_run_loading()}</p>;
  if (query.isError)
    return (
      <p className="text-sm text-red-800">{m.moderation_last_run_error({ error: query.error.message })}</p>
    );
  const run = query.data;
  if (!run) return <p className="text-sm text-gray-700">{m.moderation_never_imported()}</p>;
  const when = formatReviewDate(run.finished_at ?? run.started_at);
  if (run.error)
    return (
      <div className="space-y-1">
        <p className="text-sm font-semibold text-red-800">{m.moderation_last_run_failed({ when })}</p>
        <details className="text-sm text-gray-800">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-primary">
            {m.moderation_see_error()}
          </summary>
          <p className="rounded-lg bg-red-50 p-3 break-words text-red-900">{run.error}</p>
        </details>
      </div>
    );
  return (
    <div className="space-y-1">
      <p className="text-sm text-gray-700">{m.moderation_last_run({ when })}</p>
      <ul aria-label={m.moderation_last_run_result()} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {figureTexts(run).map((text) => (
          <li key={text} className="font-medium text-gray-900">
            {text}
          </li>
        ))}
      </ul>
      {run.rejected.length > 0 && (
        <details className="text-sm text-gray-800">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-primary">
            {m.moderation_rejected_reasons({ count: run.rejected.length })}
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
        <Badge variant={source.enabled ? 'free' : 'neutral'}>
          {source.enabled ? m.moderation_source_active() : m.moderation_source_paused()}
        </Badge>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="font-semibold text-gray-800">{m.moderation_source_kind()}</dt>
        <dd className="text-gray-700">{KIND_LABELS[source.kind]}</dd>
        <dt className="font-semibold text-gray-800">{m.moderation_source_city()}</dt>
        <dd className="text-gray-700">{cityLabel(source.city_id)}</dd>
        <dt className="font-semibold text-gray-800">{m.moderation_source_address()}</dt>
        <dd className="break-all text-gray-700">
          {href ? (
            <a
              href={href}
              target="_blank"
              rel="noopener"
              className="text-primary underline underline-offset-2"
            >
              {source.url}
              <span className="sr-only"> {m.moderation_new_tab()}</span>
            </a>
          ) : (
            m.moderation_source_no_address()
          )}
        </dd>
        <dt className="font-semibold text-gray-800">{m.moderation_source_publication()}</dt>
        <dd className="text-gray-700">
          {source.trusted ? m.moderation_source_trusted() : m.moderation_source_reviewed()}
        </dd>
      </dl>
      <LastRun sourceId={source.id} />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate({ sourceId: source.id, enabled: !source.enabled })}
        >
          {source.enabled ? m.moderation_pause() : m.moderation_activate()}
        </Button>
        <Button
          disabled={!source.url || run.isPending}
          aria-busy={run.isPending || undefined}
          onClick={() => run.mutate({ id: source.id, name: source.name })}
        >
          {run.isPending ? m.moderation_importing() : m.moderation_import_now()}
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
        {m.moderation_add_source_title()}
      </h2>
      <form noValidate aria-labelledby={ids.title} onSubmit={submit} className="space-y-4">
        <TextField
          id={ids.name}
          label={m.moderation_source_name()}
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
          hint={m.moderation_source_url_hint()}
          value={draft.url}
          error={errors.url}
          onValueChange={(value) => change('url', value)}
        />
        <fieldset className="space-y-1">
          <legend className="text-sm font-semibold text-gray-800">{m.moderation_source_kind()}</legend>
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
          label={m.moderation_source_city()}
          className="sm:max-w-xs"
          options={cityOptions()}
          value={draft.cityId}
          hint={m.moderation_source_city_hint()}
          onValueChange={(value) => change('cityId', value as CityId | '')}
        />
        <Checkbox
          label={m.moderation_source_trusted_label()}
          checked={draft.trusted}
          onChange={(e) => change('trusted', e.target.checked)}
          aria-describedby={`${id}-trusted-hint`}
        />
        <p id={`${id}-trusted-hint`} className="-mt-3 text-xs text-gray-600">
          {m.moderation_source_trusted_hint()}
        </p>
        {failure && (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {m.moderation_add_source_failed({ error: failure })}
          </p>
        )}
        <Button type="submit" disabled={add.isPending} aria-busy={add.isPending || undefined}>
          {add.isPending ? m.moderation_adding() : m.moderation_add_source()}
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
          {m.moderation_sources_title()}
          {query.data ? ` (${query.data.length})` : ''}
        </h2>
        {query.isPending && <p role="status">{m.moderation_sources_loading()}</p>}
        {query.isError && (
          <div role="alert" className="space-y-2 text-red-800">
            <p>{m.moderation_sources_error({ error: query.error.message })}</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              {m.moderation_retry()}
            </Button>
          </div>
        )}
        {query.isSuccess && query.data.length === 0 && (
          <p className="text-gray-700">{m.moderation_sources_empty()}</p>
        )}
        {query.isSuccess && query.data.length > 0 && (
          <ul aria-label={m.moderation_sources_list()} className="space-y-3">
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
