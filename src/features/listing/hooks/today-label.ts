import { madridDay } from '@/features/events';
import { getLocale } from '@/i18n/locale';
import { longDayEu } from '../../../../supabase/functions/_shared/basque_text.ts';
import { longDayEs } from '../../../../supabase/functions/_shared/madrid_time.ts';

/** Today in the page's language, in Madrid: 'martes 14 de octubre', 'urriaren 14a, asteartea'. */
export const todayLabel = (now: Date): string =>
  (getLocale() === 'eu' ? longDayEu : longDayEs)(madridDay(now));
