import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { trackExternalClick } from '../api/tracking-api';

export interface TrackedExternalLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to another site that records its click itself (Info, Calendario, WhatsApp, Instagram).
 * It opens in a new tab and carries data-tracked, so the page-wide click listener skips it
 * and the click is counted once.
 */
export function TrackedExternalLink({ href, onClick, children, ...props }: TrackedExternalLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    void trackExternalClick({ external_url: href, source_page: window.location.pathname });
  };
  return (
    <a target="_blank" rel="noopener noreferrer" {...props} href={href} data-tracked="" onClick={handleClick}>
      {children}
    </a>
  );
}
