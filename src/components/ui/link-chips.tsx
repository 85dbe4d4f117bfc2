import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A rounded link of a row of links; for a chip that is not a route too (an Instagram link). */
export const CHIP_CLASS =
  'inline-flex min-h-11 items-center gap-2 rounded-full whitespace-nowrap border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-900 hover:border-primary hover:text-primary';

interface LinkChipsProps {
  links: ReadonlyArray<{ to: string; label: string }>;
  /** The list's layout (a wrapping row by default). */
  className?: string;
  /** Further items (`<li>`) after the links. */
  children?: ReactNode;
}

/** A row of links to pages of the site, each a chip. */
export function LinkChips({ links, className = 'flex flex-wrap gap-2', children }: LinkChipsProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={CHIP_CLASS}>
            {link.label}
          </Link>
        </li>
      ))}
      {children}
    </ul>
  );
}
