import { spanishNames } from '@/features/events';
import { madridParts } from '../../../../supabase/functions/_shared/madrid_time.ts';

/** Today in Spanish, in Madrid: 'martes 14 de octubre'. */
export function todayLabel(now: Date): string {
  const { weekday, day, month } = madridParts(now);
  const { weekdays, months } = spanishNames('long');
  return `${weekdays[weekday]} ${day} de ${months[month - 1]}`;
}
