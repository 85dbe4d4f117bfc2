import { createContext, useContext } from 'react';
import type { FilterPanelProps } from './filter-panel';

export interface SheetBody extends Omit<FilterPanelProps, 'onDateRangeComplete'> {
  /** Number of events the current filters leave, for 'Ver eventos'. */
  resultCount: number;
}

/** The filters and the count the sheet shows, provided above the Radix dialog (see FilterSheetContent). */
export const SheetBodyContext = createContext<SheetBody | null>(null);

export function useSheetBody(): SheetBody {
  const body = useContext(SheetBodyContext);
  if (!body) throw new Error('FilterSheetContent needs a SheetBodyContext provider');
  return body;
}
