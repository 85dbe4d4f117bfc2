import { m } from '@/i18n/paraglide/messages.js';
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

const counters = (): ReadonlyArray<[key: keyof CityCounts, label: string, hint: string]> => [
  ['today', m.home_counter_today(), m.home_counter_today_hint()],
  ['tonight', m.home_counter_tonight(), m.home_counter_tonight_hint()],
  ['weekend', m.home_counter_weekend(), m.home_counter_weekend_hint()],
  ['free', m.home_counter_free(), m.home_counter_free_hint()],
];

/**
 * Four tiles in one short row at every width, so the first events reach a phone's first screen; each
 * tile starts at its top, so the numbers share a line. Placeholders keep the row's height.
 */
export function CityCounters({ counts, onToday, onTonight, onWeekend, onFree }: CityCountersProps) {
  const actions = { today: onToday, tonight: onTonight, weekend: onWeekend, free: onFree };
  return (
    <ul
      className="mt-1 grid max-w-3xl grid-cols-4 gap-2 sm:mt-2"
      aria-busy={counts === null}
      aria-label={m.home_counters_label()}
    >
      {counters().map(([key, label, hint]) => (
        <li key={key}>
          {counts === null ? (
            <div className="h-[3.75rem] animate-pulse rounded-xl bg-white/15 sm:h-16" aria-hidden="true" />
          ) : (
            // No backdrop blur over the hero's photo (a compositing layer per button, re-layerized on
            // every frame); the ring gives the tile its edge instead.
            <button
              type="button"
              onClick={actions[key]}
              aria-label={`${formatCount(counts[key])} ${label}. ${hint}`}
              className="flex h-[3.75rem] w-full flex-col items-start justify-start rounded-xl bg-white/15 px-2 pt-1.5 text-left sm:h-16 sm:px-3 sm:pt-2.5 ring-1 ring-white/20 ring-inset hover:bg-white/25"
            >
              <span className="text-xl leading-tight font-extrabold">{formatCount(counts[key])}</span>{' '}
              {/* The space keeps the visible text ('20 eventos hoy') inside the accessible name (WCAG 2.5.3). */}
              <span className="text-[11px] leading-tight text-white/90 sm:text-sm">{label}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
