/** The month calendar of the date fields. Loaded on demand (React.lazy): it stays out of the form's chunk. */
import { format } from 'date-fns';
import type { CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { es } from 'react-day-picker/locale/es';
import 'react-day-picker/style.css';
import { WEEK_STARTS_ON } from '@/features/events/domain/dates';

export interface DayCalendarProps {
  /** The chosen day, 'yyyy-MM-dd'. */
  selected: string | null;
  /** The first day that can be picked, 'yyyy-MM-dd'. */
  fromDay: string;
  onSelect: (day: string) => void;
}

const THEME = {
  '--rdp-accent-color': 'rgb(var(--color-primary))',
  '--rdp-accent-background-color': 'rgb(var(--color-primary) / 0.12)',
  '--rdp-nav_button-height': '2.75rem',
  '--rdp-nav_button-width': '2.75rem',
} as CSSProperties;

function toDate(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

export default function DayCalendar({ selected, fromDay, onSelect }: DayCalendarProps) {
  const chosen = selected ? toDate(selected) : undefined;
  return (
    <DayPicker
      mode="single"
      locale={es}
      weekStartsOn={WEEK_STARTS_ON}
      selected={chosen}
      defaultMonth={chosen ?? toDate(fromDay)}
      disabled={{ before: toDate(fromDay) }}
      onSelect={(date) => {
        if (date) onSelect(format(date, 'yyyy-MM-dd'));
      }}
      style={THEME}
      className="mx-auto"
    />
  );
}
