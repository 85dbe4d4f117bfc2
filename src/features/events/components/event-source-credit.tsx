import { Fragment } from 'react';
import { m } from '@/i18n/paraglide/messages.js';
import { cn } from '@/lib/cn';
import { safeHref } from '@/lib/safe-href';
import type { EventSource } from '../domain/types';

/** CC BY asks that the credit link to the licence; any other licence is shown as written. */
const LICENCE_URLS: Readonly<Record<string, string>> = {
  'CC BY 4.0': 'https://creativecommons.org/licenses/by/4.0/deed.es',
};

/** A link that opens in a new tab, and says so. */
const newTabLink = (href: string, text: string, className?: string) => (
  <a
    href={href}
    target="_blank"
    rel="noopener"
    className={cn('underline underline-offset-2 hover:no-underline', className)}
  >
    {text}
    <span className="sr-only"> {m.events_opens_new_tab()}</span>
  </a>
);

/** 'A', 'A y B', 'A, B y C'. */
const separator = (index: number, count: number) =>
  index === 0 ? '' : index === count - 1 ? ` ${m.events_list_and()} ` : ', ';

/** Credit of an imported event: 'Fuente: Kulturklik (CC BY 4.0)' or 'Fuentes: A y B', each name a link. */
export function EventSourceCredit({ sources }: { sources: readonly EventSource[] }) {
  if (sources.length === 0) return null;
  return (
    <p className="text-sm text-gray-700">
      {sources.length === 1 ? m.events_source_one() : m.events_source_many()}{' '}
      {sources.map((source, index) => {
        const href = source.url ? safeHref(source.url) : null;
        const licenceHref = LICENCE_URLS[source.licence];
        return (
          <Fragment key={index}>
            {separator(index, sources.length)}
            {href ? newTabLink(href, source.name, 'font-medium text-primary') : source.name}
            {source.licence && (
              <>
                {' ('}
                {licenceHref ? newTabLink(licenceHref, source.licence) : source.licence})
              </>
            )}
          </Fragment>
        );
      })}
    </p>
  );
}
