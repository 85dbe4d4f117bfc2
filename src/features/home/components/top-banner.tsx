import type { City } from '@/config/types';
import { ArrowDownIcon } from '@/components/ui/icons';
import { cityNames } from '@/i18n/city-names';
import { m } from '@/i18n/paraglide/messages.js';

/** On phones one slim line: the home's first screen must still reach an event. */
export function TopBanner({ city, onShowEvents }: { city: City; onShowEvents: () => void }) {
  return (
    <div className="bg-secondary text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 sm:py-2">
        <p className="text-sm">
          <span className="font-semibold">{m.home_banner_title(cityNames(city))}</span>
          <span className="hidden sm:inline">{m.home_banner_text()}</span>
        </p>
        <button
          type="button"
          onClick={onShowEvents}
          className="inline-flex min-h-9 items-center sm:min-h-11 gap-1.5 rounded-full px-3 text-sm font-semibold underline-offset-2 hover:underline"
        >
          {m.home_banner_show_events()}
          <ArrowDownIcon width={16} height={16} />
        </button>
      </div>
    </div>
  );
}
