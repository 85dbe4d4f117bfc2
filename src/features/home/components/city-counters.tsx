import { formatCount } from '@/lib/format-count';
import type { CityCounts } from '../counters';

export interface CityCountersProps {
  /** Null until every event is loaded: a partial count would undersell the city. */
  counts: CityCounts | null;
  onToday: () => void;
  onTonight: () => void;
  onWeekend: () => void;
  onFree: () => void;
}

/**
 * Per-city counters from the loaded events: on today, tonight, this weekend, free — the plans a
 * visitor comes for. Each one applies that filter. Two per row on phones (four labels side by side
 * would not fit 390 px), four from 640 px. The row keeps its height while loading so nothing below
 * it moves.
 */
export function CityCounters({ counts, onToday, onTonight, onWeekend, onFree }: CityCountersProps) {
  const items = [
    {
      key: 'today',
      value: counts?.today,
      label: 'eventos hoy',
      action: onToday,
      hint: 'Ver los eventos de hoy',
    },
    {
      key: 'tonight',
      value: counts?.tonight,
      label: 'esta noche',
      action: onTonight,
      hint: 'Ver los eventos de esta noche, desde las 20:00',
    },
    {
      key: 'weekend',
      value: counts?.weekend,
      label: 'este fin de semana',
      action: onWeekend,
      hint: 'Ver los eventos de este fin de semana',
    },
    {
      key: 'free',
      value: counts?.free,
      label: 'gratis',
      action: onFree,
      hint: 'Ver solo los eventos gratis',
    },
  ];
  return (
    <ul
      className="mt-2 grid max-w-3xl grid-cols-2 gap-2 sm:grid-cols-4"
      aria-busy={counts === null}
      aria-label="Eventos en cifras"
    >
      {items.map((item) => (
        <li key={item.key}>
          {item.value === undefined ? (
            <div className="h-16 animate-pulse rounded-xl bg-white/15" aria-hidden="true" />
          ) : (
            // No backdrop blur over the hero's photo (a compositing layer per button, re-layerized on
            // every frame); the ring gives the tile its edge instead.
            <button
              type="button"
              onClick={item.action}
              aria-label={`${formatCount(item.value)} ${item.label}. ${item.hint}`}
              className="flex h-16 w-full flex-col items-start justify-center rounded-xl bg-white/15 px-3 text-left ring-1 ring-white/20 ring-inset hover:bg-white/25"
            >
              <span className="text-xl leading-tight font-extrabold">{formatCount(item.value)}</span>{' '}
              {/* The space keeps the visible text ('20 eventos hoy') inside the accessible name (WCAG 2.5.3). */}
              <span className="text-xs leading-tight text-white/90 sm:text-sm">{item.label}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
