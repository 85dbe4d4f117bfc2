import { useEffect } from 'react';
import { PAGE_VIEW_DELAY_MS } from '@/config/constants';
import { eventViewPath } from '../domain/page-view-target';
import { useRecordPageView } from './use-record-page-view';

/**
 * Counts a view of an event page, PAGE_VIEW_DELAY_MS after the event is known to exist (`eventId`
 * null until then). An id that names no event is never sent: page_views.event_id refers to an
 * event, so the counter would be refused (409) and only fill the console with errors.
 */
export function useRecordEventView(eventId: string | null): void {
  const recordPageView = useRecordPageView();
  useEffect(() => {
    if (eventId === null) return;
    const timer = setTimeout(() => void recordPageView(eventViewPath(eventId), eventId), PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eventId, recordPageView]);
}
