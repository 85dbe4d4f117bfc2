import { buttonClasses } from '@/components/ui/button-classes';
import { TicketIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { safeHref } from '@/lib/safe-href';

export interface EventCardActionsProps {
  ticketUrl: string;
  path: string;
  /** id of the card title, so both links say which event they are for. */
  titleId: string;
  compact?: boolean;
}

const TICKET_ICON = <TicketIcon width={16} height={16} />;

/** 'Entradas' (when there is a ticket link) and 'Más info' (the detail page, in a new tab). */
export function EventCardActions({ ticketUrl, path, titleId, compact = false }: EventCardActionsProps) {
  const tickets = ticketUrl ? safeHref(ticketUrl) : null;
  const size = compact ? 'sm' : 'md';
  return (
    <div className={cn('mt-auto flex flex-wrap gap-2', !compact && 'pt-2')}>
      {tickets && (
        <a
          href={tickets}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={titleId}
          className={buttonClasses('outline', size, 'flex-1')}
        >
          {TICKET_ICON}
          Entradas
        </a>
      )}
      <a
        href={path}
        target="_blank"
        rel="noopener"
        aria-describedby={titleId}
        className={buttonClasses('primary', size, 'flex-1')}
      >
        Más info
      </a>
    </div>
  );
}
