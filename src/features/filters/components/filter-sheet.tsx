import { countActiveFilters } from '@/features/filters/domain/active';
import { useDeferredPart } from '@/hooks/use-deferred-part';
import { preloadable } from '@/lib/preloadable';
import type { FilterPanelProps } from './filter-panel';
import { FilterTriggerButton } from './filter-sheet-trigger';

export interface FilterSheetProps extends FilterPanelProps {
  /** Number of events the current filters leave, for 'Ver eventos'. */
  resultCount: number;
  /** Scrolls to the results (after the sheet has closed). */
  onShowResults: () => void;
  /** Told when the sheet opens (true) and when it closes or goes away (false). */
  onOpenChange?: (open: boolean) => void;
}

const sheet = preloadable(() => import('./filter-sheet-dialog').then((m) => m.default));

/**
 * Mobile (< 768 px): a floating 'Filtros' button with the active count opens the panel in a bottom
 * sheet; its floating 'Ver eventos' button closes the sheet and scrolls to the results. The sheet's
 * code arrives after the first screen.
 */
export function FilterSheet(props: FilterSheetProps) {
  const { Loaded, partProps, standInProps } = useDeferredPart(sheet);
  if (Loaded) return <Loaded {...props} {...partProps} />;
  return (
    <FilterTriggerButton count={countActiveFilters(props.filters)} aria-haspopup="dialog" {...standInProps} />
  );
}
