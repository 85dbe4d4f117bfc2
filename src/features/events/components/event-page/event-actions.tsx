import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { CalendarIcon, DownloadIcon, InfoIcon, ShareIcon } from '@/components/ui/icons';
import { LINK_COPIED_MS } from '@/config/constants';
import { TrackedExternalLink } from '@/features/tracking';
import { m } from '@/i18n/paraglide/messages.js';
import { safeHref } from '@/lib/safe-href';
import {
  buildIcs,
  buildSeriesIcs,
  googleCalendarUrl,
  icsFileName,
  seriesIcsFileName,
} from '../../domain/calendar';
import { eventTexts } from '../../domain/event-texts';
import type { EventItem } from '../../domain/types';
import { EventShare } from '../event-share';

function downloadIcs(ics: string | null, fileName: string) {
  if (!ics) return;
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Info, Calendario (+ .ics), Compartir; for a series the chosen date, and an .ics with every date. */
export function EventActions(props: {
  /** For a series, set to the date the calendar actions add (see occurrenceOn). */
  event: EventItem;
  pageUrl: string;
  favoriteSlot?: ReactNode;
  /** A series' chosen date ('jue, 3 dic'), said under the actions. */
  chosenDateLabel?: string;
}) {
  const { event, pageUrl, favoriteSlot, chosenDateLabel } = props;
  const info = event.infoUrl ? safeHref(event.infoUrl) : null;
  const calendar = googleCalendarUrl(event, pageUrl);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={m.events_actions_label()}>
        {favoriteSlot}
        {info && (
          <TrackedExternalLink href={info} className={buttonClasses('primary', 'md')}>
            <InfoIcon width={18} height={18} />
            {m.events_info()}
          </TrackedExternalLink>
        )}
        {calendar && (
          <span className="inline-flex flex-wrap items-center gap-1">
            <TrackedExternalLink href={calendar} className={buttonClasses('outline', 'md')}>
              <CalendarIcon width={18} height={18} />
              {m.events_calendar()}
            </TrackedExternalLink>
            <Button
              variant="ghost"
              size="md"
              onClick={() => downloadIcs(buildIcs(event, pageUrl, new Date()), icsFileName(event))}
            >
              <DownloadIcon width={18} height={18} />
              {event.series ? m.events_ics_this_date() : m.events_ics()}
            </Button>
            {event.series && (
              <Button
                variant="ghost"
                size="md"
                onClick={() =>
                  downloadIcs(buildSeriesIcs(event, pageUrl, new Date()), seriesIcsFileName(event))
                }
              >
                <DownloadIcon width={18} height={18} />
                {m.events_ics_all_dates()}
              </Button>
            )}
          </span>
        )}
        <EventShare
          title={eventTexts(event).title.text || m.events_share_fallback_title()}
          url={pageUrl}
          toastMs={LINK_COPIED_MS}
          trigger={(props) => (
            <Button variant="outline" size="md" {...props}>
              <ShareIcon width={18} height={18} />
              {m.events_share()}
            </Button>
          )}
        />
      </div>
      {calendar && chosenDateLabel && (
        <p className="text-sm text-gray-700">
          {m.events_calendar_date_before()} <strong>{chosenDateLabel}</strong>
          {m.events_calendar_date_after()}
        </p>
      )}
    </div>
  );
}
