/**
 * A small second entry for event pages (imported by the first paint, src/build/first-paint.ts): puts
 * the event's picture into the first paint's box once index.html's request for the row answers, so
 * the page's largest paint does not wait for the app's scripts.
 */
import { getCityOrGeneric } from '@/config/cities';
import { eventPicture, mapEventRow, type EventRow } from '@/features/events';

/** Settles once the picture has loaded or failed (a failed one leaves the box empty), or without one. */
export async function showEventPicture(box: HTMLElement, cityId: string, rows: Promise<unknown>) {
  const answer = await rows;
  // Not once the app has rendered, nor for anything but exactly one row.
  if (!box.isConnected || !Array.isArray(answer) || answer.length !== 1) return;
  const { sources } = eventPicture(mapEventRow(answer[0] as EventRow), getCityOrGeneric(cityId).theme);
  const img = document.createElement('img');
  img.alt = '';
  img.width = 1280;
  img.height = 720;
  img.className = 'h-full w-full rounded-2xl object-cover';
  img.setAttribute('fetchpriority', 'high');
  img.src = sources[0]!;
  box.classList.remove('animate-pulse');
  box.replaceChildren(img);
  await img.decode().catch(() => img.remove());
}
