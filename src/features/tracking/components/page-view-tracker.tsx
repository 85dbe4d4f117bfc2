import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { siteBaseDomain } from '@/features/city';
import { listen } from '@/lib/listen';
import { useRecordView } from '../api/page-views';
import { externalLinkUrl } from '../domain/external-link';
import { pageViewTarget } from '../domain/page-view-target';

/** Outbound clicks anywhere on the page; links marked data-tracked record themselves. */
function onDocumentClick(event: MouseEvent) {
  // Left and middle clicks open links; other buttons (and cancelled clicks) do not.
  if (event.defaultPrevented || event.button > 1) return;
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest<HTMLAnchorElement>('a[href]');
  if (!link || link.hasAttribute('data-tracked')) return;
  const url = externalLinkUrl(link.getAttribute('href') ?? '', window.location.href, siteBaseDomain());
  if (!url) return;
  const page = window.location.pathname;
  // Loaded on first use: the shell does not ship the backend client for a click that may never come.
  void import('../api/tracking-api').then(({ trackExternalClick }) => trackExternalClick(url, page));
}

/** Event pages count themselves once their event has loaded (useRecordEventView). */
export function PageViewTracker() {
  useRecordView(pageViewTarget(useLocation().pathname), null);

  useEffect(() => listen(document, ['click', 'auxclick'], onDocumentClick), []);

  return null;
}
