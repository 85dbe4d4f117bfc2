import { madridDay } from '@/features/events';
import { longDayEs } from '../../../../supabase/functions/_shared/madrid_time.ts';

/** Today in Spanish, in Madrid: 'martes 14 de octubre'. */
export const todayLabel = (now: Date): string => longDayEs(madridDay(now));
