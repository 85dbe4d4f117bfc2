import { spanishNames } from '@/features/events';
import { madridParts, pad2 } from '../../../../supabase/functions/_shared/madrid_time.ts';

/** When a points movement happened, in Madrid: '5 sep 2026, 10:05'; '' for an invalid instant. */
export function formatMovementTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const p = madridParts(time);
  return `${p.day} ${spanishNames('short').months[p.month - 1]} ${p.year}, ${pad2(p.hours)}:${pad2(p.minutes)}`;
}
