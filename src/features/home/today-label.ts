import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { es } from 'date-fns/locale';
import { TIME_ZONE } from '@/config/constants';

/** Today in Spanish, in Madrid: 'martes 14 de octubre'. */
export function todayLabel(now: Date): string {
  return format(now, "EEEE d 'de' MMMM", { locale: es, in: tz(TIME_ZONE) });
}
