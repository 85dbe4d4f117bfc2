/** The date popover's month calendar, loaded on demand (React.lazy): it stays out of the first bundle. */
import { DayPicker } from 'react-day-picker';
import { es } from 'react-day-picker/locale/es';
import { eu } from 'react-day-picker/locale/eu';
import 'react-day-picker/style.css';
import { DAY_PICKER_THEME } from '@/components/ui/day-picker-theme';
import { format, parseISO } from 'date-fns';
import { WEEK_STARTS_ON } from '@/features/events';
import { getLocale } from '@/i18n/locale';

export interface DateRangeCalendarProps {
  /** Days shown as selected, 'yyyy-MM-dd' (read as local midnight, as the calendar works). */
  from: string | null;
  to: string | null;
  /** Today's day: earlier days are disabled (ended events are not listed). */
  today: string;
  onDayClick: (day: string) => void;
}

export default function DateRangeCalendar({ from, to, today, onDayClick }: DateRangeCalendarProps) {
  const start = from ? parseISO(from) : undefined;
  const end = to ? parseISO(to) : start;
  return (
    <DayPicker
      mode="range"
      locale={getLocale() === 'eu' ? eu : es}
      weekStartsOn={WEEK_STARTS_ON}
      selected={start ? { from: start, to: end } : undefined}
      onSelect={(_range, day) => onDayClick(format(day, 'yyyy-MM-dd'))}
      defaultMonth={start ?? parseISO(today)}
      disabled={{ before: parseISO(today) }}
      style={DAY_PICKER_THEME}
      className="mx-auto"
    />
  );
}
