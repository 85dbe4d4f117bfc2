import { useId } from 'react';
import { Switch } from '@/components/ui/switch';
import { DEFAULT_PRICE_RANGE } from '@/config/constants';
import { setFreeOnly, setMaxPrice } from '@/features/listing/domain/toggles';
import type { Filters } from '@/features/listing/domain/types';
import { m } from '@/i18n/paraglide/messages.js';

export interface PriceFilterProps {
  isFreeOnly: boolean;
  maxPrice: number | null;
  onChange: (update: (filters: Filters) => Filters) => void;
}

const [MIN, MAX] = DEFAULT_PRICE_RANGE;

/** Free-only switch (it clears the price) and maximum price, 0–100 €; 'Sin límite' without one. */
export function PriceFilter({ isFreeOnly, maxPrice, onChange }: PriceFilterProps) {
  const sliderId = useId();
  const inputId = useId();
  const max = maxPrice ?? MAX;
  const limited = max < MAX;
  const noLimit = m.listing_price_no_limit();
  const setMax = (value: string) => {
    if (value.trim() === '') return onChange((f) => setMaxPrice(f, null));
    const number = Number(value);
    if (Number.isNaN(number)) return;
    onChange((f) => setMaxPrice(f, Math.round(number)));
  };

  return (
    <div className="flex flex-col gap-3">
      <Switch
        label={m.listing_price_free_only()}
        checked={isFreeOnly}
        onCheckedChange={(on) => onChange((f) => setFreeOnly(f, on))}
      />
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <label htmlFor={sliderId} className="text-sm font-medium text-gray-800">
            {m.listing_price_max()}
          </label>
          <span className="text-sm text-gray-700" aria-hidden="true">
            {limited ? m.listing_price_value({ max }) : noLimit}
          </span>
        </div>
        <input
          id={sliderId}
          type="range"
          min={MIN}
          max={MAX}
          step={1}
          value={max}
          disabled={isFreeOnly}
          aria-valuetext={limited ? m.listing_price_value_spoken({ max }) : noLimit}
          onChange={(event) => setMax(event.target.value)}
          className="h-11 w-full cursor-pointer accent-[rgb(var(--color-primary))] disabled:cursor-not-allowed disabled:opacity-50"
        />
        <div className="flex items-center gap-2">
          <label htmlFor={inputId} className="text-sm text-gray-700">
            {m.listing_price_up_to()}
          </label>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={MIN}
            max={MAX}
            step={1}
            value={limited ? max : ''}
            placeholder={noLimit}
            disabled={isFreeOnly}
            onChange={(event) => setMax(event.target.value)}
            className="h-11 w-32 rounded-xl border border-gray-300 px-3 text-base disabled:opacity-50 md:text-sm"
          />
          <span className="text-sm text-gray-700">€</span>
        </div>
      </div>
    </div>
  );
}
