import type { SortOption } from '@/config/constants';
import { m } from '@/i18n/paraglide/messages.js';

/** The sort options' names in the page's language. */
export const sortLabels = (): Record<SortOption, string> => ({
  endDate_asc: m.listing_sort_end_date_asc(),
  date_asc: m.listing_sort_date_asc(),
  date_desc: m.listing_sort_date_desc(),
  price_asc: m.listing_sort_price_asc(),
  price_desc: m.listing_sort_price_desc(),
});
