import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useAuth, useUserQuery } from '@/features/auth';
import { formatEventDates, buildEventPath } from '@/features/events';
import { cn } from '@/lib/cn';
import { favoritesQueries } from '../api/favorites-queries';
import { useRemoveFavorite } from '../api/use-favorites';
import { favoriteRows } from '../domain/favorites-filter';

export function FavoritesList() {
  const { user } = useAuth();
  const [onlyActive, setOnlyActive] = useState(false);
  const query = useUserQuery(favoritesQueries.events);
  const remove = useRemoveFavorite();
  if (!user) return null;
  if (query.isPending) return <p role="status">Cargando tus favoritos…</p>;
  if (query.isError) return <p role="alert">No se pudieron cargar tus favoritos: {query.error.message}</p>;

  const rows = favoriteRows(query.data, onlyActive, new Date());
  return (
    <section aria-labelledby="favorites-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="favorites-title" className="text-xl font-bold text-gray-900">
          Mis favoritos
        </h2>
        <Switch label="Solo eventos activos" checked={onlyActive} onCheckedChange={setOnlyActive} />
      </div>
      {rows.length === 0 ? (
        <p className="rounded-2xl bg-gray-50 p-6 text-gray-700">
          {query.data.length === 0
            ? 'Aún no has guardado ningún evento. Pulsa la estrella de un evento para guardarlo.'
            : 'No tienes favoritos activos.'}{' '}
          <Link to="/" className="font-semibold text-primary underline">
            Ver eventos
          </Link>
        </p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white">
          {rows.map(({ event, expired }) => (
            <li key={event.id} className="flex items-center gap-3 p-4">
              <div className="min-w-0 flex-1 space-y-1">
                <Link
                  to={buildEventPath(event)}
                  className={cn(
                    'font-semibold text-gray-900 hover:text-primary',
                    expired && 'text-gray-500 line-through',
                  )}
                >
                  {event.title || 'Evento sin título'}
                </Link>
                <p className="text-sm text-gray-700">
                  {formatEventDates(event)}
                  {event.venue ? ` · ${event.venue}` : ''}
                  {event.town ? ` · ${event.town}` : ''}
                </p>
                {expired && <Badge variant="neutral">Expirado</Badge>}
              </div>
              <Button
                variant="ghost"
                size="md"
                aria-label={`Quitar ${event.title || 'el evento'} de favoritos`}
                onClick={() => remove.mutate({ userId: user.id, eventId: event.id })}
              >
                Quitar
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
