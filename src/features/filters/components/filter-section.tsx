import type { ReactNode } from 'react';

/** One group of the panel: a fieldset whose legend names the controls inside. */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 border-t border-gray-100 pt-4 first:border-t-0 first:pt-0">
      <legend className="float-left mb-2 w-full text-sm font-bold text-gray-900">{title}</legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  );
}
