import type { City } from '@/config/types';
import { ArrowDownIcon } from '@/components/ui/icons';

/** The strip above the hero, with a button down to the events list. */
export function TopBanner({ city, onShowEvents }: { city: City; onShowEvents: () => void }) {
  return (
    <div className="bg-secondary text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2">
        <p className="text-sm">
          <span className="font-semibold">Agenda de {city.name}:</span> conciertos, fiestas, teatro, planes
          gratis y en familia.
        </p>
        <button
          type="button"
          onClick={onShowEvents}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold underline-offset-2 hover:underline"
        >
          Ir a los eventos
          <ArrowDownIcon width={16} height={16} />
        </button>
      </div>
    </div>
  );
}
