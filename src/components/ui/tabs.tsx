import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
}

const tabId = (idBase: string, value: string) => `${idBase}-tab-${value}`;
const panelId = (idBase: string, value: string) => `${idBase}-panel-${value}`;

/**
 * WAI-ARIA tabs: one tab stop, arrows / Home / End move and select, each tab controls its panel.
 * `idBase` prefixes the tab and panel ids (one per tab set on the page).
 */
export function TabList<T extends string>(props: {
  idBase: string;
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onValueChange: (value: T) => void;
  className?: string;
}) {
  const { idBase, label, items, value, onValueChange, className } = props;
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const keys: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    if (keys[e.key] === undefined) return;
    e.preventDefault();
    const next = (keys[e.key]! + items.length) % items.length;
    onValueChange(items[next]!.value);
    (e.currentTarget.parentElement?.children[next] as HTMLElement | undefined)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className={cn('flex gap-1 overflow-x-auto rounded-full bg-gray-100 p-1', className)}
    >
      {items.map((item, index) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={tabId(idBase, item.value)}
            aria-selected={selected}
            aria-controls={panelId(idBase, item.value)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onValueChange(item.value)}
            onKeyDown={(e) => onKeyDown(e, index)}
            className={cn(
              'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors',
              selected ? 'bg-white text-primary shadow-sm' : 'text-gray-700 hover:text-gray-900',
            )}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel(props: { idBase: string; value: string; children: ReactNode; className?: string }) {
  const { idBase, value, ...rest } = props;
  return (
    <div
      role="tabpanel"
      id={panelId(idBase, value)}
      aria-labelledby={tabId(idBase, value)}
      tabIndex={0}
      {...rest}
    />
  );
}
