/** The month calendar of the date popover. Loaded on demand (React.lazy) so it stays out of the first bundle. */
import type { CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { es } from 'react-day-picker/locale/es';
import 'react-day-picker/style.css';
import { WEEK_STARTS_ON } from '@/features/events';
import { dateToDay, dayToDate } from './calendar-days';

export interface DateRangeCalendarProps {
  /** Days shown as selected, 'yyyy-MM-dd'. */
  from: string | null;
  to: string | null;
  /** Today's day: earlier days are disabled (ended events are not listed). */
  today: string;
  /** The clicked day. */
  onDayClick: (day: string) => void;
}

const THEME = {
  '--rdp-accent-color': 'rgb(var(--color-primary))',
  '--rdp-accent-background-color': 'rgb(var(--color-primary) / 0.12)',
  '--rdp-nav_button-height': '2.75rem',
  '--rdp-nav_button-width': '2.75rem',
} as CSSProperties;

export default function DateRangeCalendar({ from, to, today, onDayClick }: DateRangeCalendarProps) {
  const start = from ? dayToDate(from) : undefined;
  const end = to ? dayToDate(to) : start;
  return (
    <DayPicker
      mode="range"
      locale={es}
      weekStartsOn={WEEK_STARTS_ON}
      selected={start ? { from: start, to: end } : undefined}
      onSelect={(_range, day) => onDayClick(dateToDay(day))}
      defaultMonth={start ?? dayToDate(today)}
      disabled={{ before: dayToDate(today) }}
      style={THEME}
      className="mx-auto"
    />
  );
}
