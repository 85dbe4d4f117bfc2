import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CITIES } from '@/config/cities';
import { safeHref } from '@/lib/safe-href';
import { moderationQueries } from '../api/moderation-queries';
import { useRunImport, useSetSourceEnabled } from '../api/mutations';
import { figureTexts, KIND_LABELS, type ImportRun, type ImportSource } from '../domain/import-source';
import { formatReviewDate } from '../domain/submission';

const cityLabel = (cityId: string | null): string =>
  cityId === null ? 'Todas las ciudades' : (CITIES.find((c) => c.id === cityId)?.name ?? cityId);

/** What the last run did: its figures and the rejected items' reasons, or its error. */
function RunDetails({ run }: { run: ImportRun }) {
  const when = formatReviewDate(run.finishedAt ?? run.startedAt);
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

function LastRun({ sourceId }: { sourceId: string }) {
  const query = useQuery(moderationQueries.lastRun(sourceId));
  if (query.isPending) return <p className="text-sm text-gray-700">Cargando la última importación...</p>;
  if (query.isError)
    return (
      <p className="text-sm text-red-800">No se pudo leer la última importación: {query.error.message}</p>
    );
  if (!query.data) return <p className="text-sm text-gray-700">Aún no se ha importado.</p>;
  return <RunDetails run={query.data} />;
}

/** One source: what it is, its last run, and 'Pausar'/'Activar' and 'Importar ahora'. */
export function SourceCard({ source }: { source: ImportSource }) {
  const titleId = useId();
  const toggle = useSetSourceEnabled();
  const run = useRunImport();
  const href = source.url ? safeHref(source.url) : null;
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
        <dd className="text-gray-700">{cityLabel(source.cityId)}</dd>
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
