import { spanishNames } from '@/features/events';
import { getLocale } from '@/i18n/locale';
import { dayNumberEu, MONTHS_EU, yearEu } from '../../../../supabase/functions/_shared/basque_text.ts';
import { madridParts, pad2 } from '../../../../supabase/functions/_shared/madrid_time.ts';

/**
 * When a points movement happened, in Madrid: '5 sep 2026, 10:05', in Basque '2026ko irailaren 5a,
 * 10:05'; '' for an invalid instant.
 */
export function formatMovementTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const p = madridParts(time);
  const clock = `${pad2(p.hours)}:${pad2(p.minutes)}`;
  if (getLocale() === 'eu')
    return `${yearEu(p.year)} ${MONTHS_EU[p.month - 1]}ren ${dayNumberEu(p.day, 'absolutive')}, ${clock}`;
  return `${p.day} ${spanishNames('short').months[p.month - 1]} ${p.year}, ${clock}`;
}
