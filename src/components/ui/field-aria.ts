import type { ReactNode } from 'react';

export const controlClass =
  'w-full rounded-xl border border-gray-300 bg-white px-3 text-base text-gray-900 placeholder:text-gray-500 focus:border-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary/40 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700';

/** The ids a control points at with aria-describedby: its hint and its error, when shown. */
export function describedBy(id: string, hint?: ReactNode, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function fieldAria(
  id: string,
  { hint, error, required }: { hint?: ReactNode; error?: string; required?: boolean },
) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    'aria-required': required ? true : undefined,
  } as const;
}
