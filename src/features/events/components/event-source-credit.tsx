import { Fragment } from 'react';
import { cn } from '@/lib/cn';
import { safeHref } from '@/lib/sanitize-html';
import type { EventSource } from '../domain/types';

/**
 * Licences whose text can be linked. CC BY asks that the credit point to the licence where it can;
 * any other licence is shown as written.
 */
const LICENCE_URLS: Readonly<Record<string, string>> = {
  'CC BY 4.0': 'https://creativecommons.org/licenses/by/4.0/deed.es',
};

const NEW_TAB = <span className="sr-only"> (se abre en una pestaña nueva)</span>;

/** 'A', 'A y B', 'A, B y C'. */
const separator = (index: number, count: number) => (index === 0 ? '' : index === count - 1 ? ' y ' : ', ');

/**
 * Credit of an imported event: 'Fuente: Kulturklik (CC BY 4.0)', each source's name linking to the
 * event at the source (in a new tab), with its licence when it states one. Several sources are
 * listed together ('Fuentes: A y B'); nothing is drawn for an event that has none (one sent to the
 * site). A source whose address is not a web link is named without a link.
 */
export function EventSourceCredit({
  sources,
  className,
}: {
  sources: readonly EventSource[];
  className?: string;
}) {
  if (sources.length === 0) return null;
  return (
    <p className={cn('text-sm text-gray-700', className)}>
      {sources.length === 1 ? 'Fuente: ' : 'Fuentes: '}
      {sources.map((source, index) => {
        const href = source.url ? safeHref(source.url) : null;
        const licenceHref = LICENCE_URLS[source.licence];
        return (
          <Fragment key={index}>
            {separator(index, sources.length)}
            {href ? (
              <a
                href={href}
                target="_blank"
                rel="noopener"
                className="font-medium text-primary underline underline-offset-2 hover:no-underline"
              >
                {source.name}
                {NEW_TAB}
              </a>
            ) : (
              source.name
            )}
            {source.licence && (
              <>
                {' ('}
                {licenceHref ? (
                  <a
                    href={licenceHref}
                    target="_blank"
                    rel="noopener"
                    className="underline underline-offset-2 hover:no-underline"
                  >
                    {source.licence}
                    {NEW_TAB}
                  </a>
                ) : (
                  source.licence
                )}
                )
              </>
            )}
          </Fragment>
        );
      })}
    </p>
  );
}
