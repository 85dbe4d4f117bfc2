import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { CalendarIcon, DownloadIcon, InfoIcon, ShareIcon } from '@/components/ui/icons';
import { LINK_COPIED_MS } from '@/config/constants';
import { TrackedExternalLink } from '@/features/tracking/components/tracked-external-link';
import { safeHref } from '@/lib/sanitize-html';
import { buildIcs, googleCalendarUrl, icsFileName } from '../../domain/calendar';
import type { EventItem } from '../../domain/types';
import { EventShareMenu } from '../event-share-menu';

function downloadIcs(event: EventItem, pageUrl: string) {
  const ics = buildIcs(event, pageUrl, new Date());
  if (!ics) return;
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(event);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface EventActionsProps {
  event: EventItem;
  /** Absolute URL of the event page. */
  pageUrl: string;
  /** The 'Favoritos' button (accounts feature); nothing is drawn without it. */
  favoriteSlot?: ReactNode;
}

/** Info (external), Calendario (+ .ics file), Compartir. The favourites button comes with accounts. */
export function EventActions({ event, pageUrl, favoriteSlot }: EventActionsProps) {
  const info = event.infoUrl ? safeHref(event.infoUrl) : null;
  const calendar = googleCalendarUrl(event, pageUrl);
  const title = event.title || 'Evento';
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Acciones del evento">
      {favoriteSlot}
      {info && (
        <TrackedExternalLink href={info} className={buttonClasses('primary', 'md')}>
          <InfoIcon width={18} height={18} />
          Info
        </TrackedExternalLink>
      )}
      {calendar && (
        <span className="inline-flex items-center gap-1">
          <TrackedExternalLink href={calendar} className={buttonClasses('outline', 'md')}>
            <CalendarIcon width={18} height={18} />
            Calendario
          </TrackedExternalLink>
          <Button
            variant="ghost"
            size="md"
            onClick={() => downloadIcs(event, pageUrl)}
            aria-label="Descargar .ics para tu calendario"
          >
            <DownloadIcon width={18} height={18} />
            .ics
          </Button>
        </span>
      )}
      <EventShareMenu
        title={title}
        url={pageUrl}
        toastMs={LINK_COPIED_MS}
        trigger={(props) => (
          <Button variant="outline" size="md" {...props}>
            <ShareIcon width={18} height={18} />
            Compartir
          </Button>
        )}
      />
    </div>
  );
}
