import { useSearchParams } from 'react-router-dom';
import type { TabItem } from './tabs';

/**
 * The tab named by the URL's `?tab=` (an unknown or missing value opens the first), so a reload or a
 * shared link opens the same one; choosing a tab replaces the history entry.
 */
export function useTabParam<T extends string>(
  items: readonly [TabItem<T>, ...TabItem<T>[]],
): [T, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const tab = (items.find((item) => item.value === params.get('tab')) ?? items[0]).value;
  const select = (next: T) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  return [tab, select];
}
