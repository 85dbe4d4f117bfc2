import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { moderationQueries } from '../api/moderation-queries';
import { SourceCard } from './source-card';
import { SourceForm } from './source-form';

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
