import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { trackExternalClick } from '../api/tracking-api';

interface TrackedExternalLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link to another site that records its own click (data-tracked: the page-wide listener skips it). */
export function TrackedExternalLink({ href, onClick, children, ...props }: TrackedExternalLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    void trackExternalClick(href, window.location.pathname);
  };
  return (
    <a target="_blank" rel="noopener noreferrer" {...props} href={href} data-tracked="" onClick={handleClick}>
      {children}
    </a>
  );
}
