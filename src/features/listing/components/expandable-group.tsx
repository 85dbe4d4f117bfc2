import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

export interface ExpandableGroupProps {
  chip: ReactNode;
  /** Name of the parent, for the expand button's label. */
  name: string;
  /** What the children are called ('subcategorías', 'barrios'). */
  childrenLabel: string;
  defaultOpen?: boolean;
  children: ReactNode;
}

/** A parent chip with a button that shows or hides its child chips. */
export function ExpandableGroup({
  chip,
  name,
  childrenLabel,
  defaultOpen = false,
  children,
}: ExpandableGroupProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <li className={cn('flex flex-col gap-2', open && 'w-full')}>
      <div className="flex items-center">
        {chip}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          aria-label={`${open ? 'Ocultar' : 'Ver'} ${childrenLabel} de ${name}`}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex h-11 w-11 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
        >
          <ChevronDownIcon
            width={18}
            height={18}
            className={cn('transition-transform', open && 'rotate-180')}
          />
        </button>
      </div>
      <ul id={id} hidden={!open} className="ml-3 flex flex-wrap gap-2 border-l-2 border-gray-100 pl-3">
        {children}
      </ul>
    </li>
  );
}
