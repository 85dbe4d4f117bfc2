/** The date popover's month calendar, loaded on demand (React.lazy): it stays out of the first bundle. */
import type { CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { es } from 'react-day-picker/locale/es';
import 'react-day-picker/style.css';
import { format, parseISO } from 'date-fns';
import { WEEK_STARTS_ON } from '@/features/events';

export interface DateRangeCalendarProps {
  /** Days shown as selected, 'yyyy-MM-dd' (read as local midnight, as the calendar works). */
  from: string | null;
  to: string | null;
  /** Today's day: earlier days are disabled (ended events are not listed). */
  today: string;
  onDayClick: (day: string) => void;
}

const THEME = {
  '--rdp-accent-color': 'rgb(var(--color-primary))',
  '--rdp-accent-background-color': 'rgb(var(--color-primary) / 0.12)',
  '--rdp-nav_button-height': '2.75rem',
  '--rdp-nav_button-width': '2.75rem',
} as CSSProperties;

export default function DateRangeCalendar({ from, to, today, onDayClick }: DateRangeCalendarProps) {
  const start = from ? parseISO(from) : undefined;
  const end = to ? parseISO(to) : start;
  return (
    <DayPicker
      mode="range"
      locale={es}
      weekStartsOn={WEEK_STARTS_ON}
      selected={start ? { from: start, to: end } : undefined}
      onSelect={(_range, day) => onDayClick(format(day, 'yyyy-MM-dd'))}
      defaultMonth={start ?? parseISO(today)}
      disabled={{ before: parseISO(today) }}
      style={THEME}
      className="mx-auto"
    />
  );
}
