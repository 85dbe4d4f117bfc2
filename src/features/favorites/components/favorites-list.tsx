import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useAuth, useUserQuery } from '@/features/auth';
import { formatEventDates, buildEventPath } from '@/features/events';
import { m } from '@/i18n/paraglide/messages.js';
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
  if (query.isPending) return <p role="status">{m.favorites_loading()}</p>;
  if (query.isError) return <p role="alert">{m.favorites_load_failed({ error: query.error.message })}</p>;

  const rows = favoriteRows(query.data, onlyActive, new Date());
  return (
    <section aria-labelledby="favorites-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="favorites-title" className="text-xl font-bold text-gray-900">
          {m.favorites_title()}
        </h2>
        <Switch label={m.favorites_only_active()} checked={onlyActive} onCheckedChange={setOnlyActive} />
      </div>
      {rows.length === 0 ? (
        <p className="rounded-2xl bg-gray-50 p-6 text-gray-700">
          {query.data.length === 0 ? m.favorites_empty() : m.favorites_none_active()}{' '}
          <Link to="/" className="font-semibold text-primary underline">
            {m.favorites_see_events()}
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
                  {event.title || m.favorites_untitled()}
                </Link>
                <p className="text-sm text-gray-700">
                  {formatEventDates(event)}
                  {event.venue ? ` · ${event.venue}` : ''}
                  {event.town ? ` · ${event.town}` : ''}
                </p>
                {expired && <Badge variant="neutral">{m.favorites_expired()}</Badge>}
              </div>
              <Button
                variant="ghost"
                size="md"
                aria-label={
                  event.title
                    ? m.favorites_remove_event({ title: event.title })
                    : m.favorites_remove_untitled_event()
                }
                onClick={() => remove.mutate({ userId: user.id, eventId: event.id })}
              >
                {m.favorites_remove()}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
