/**
 * The calendar of 'Varias fechas': several days picked in one month view. Loaded on demand
 * (React.lazy), like the date fields' calendar, so react-day-picker stays out of the form's chunk.
 */
import { format } from 'date-fns';
import { DayPicker } from 'react-day-picker';
import { es } from 'react-day-picker/locale/es';
import 'react-day-picker/style.css';
import { WEEK_STARTS_ON } from '@/features/events';
import { CALENDAR_THEME, calendarDate } from './calendar-theme';

export interface DatesCalendarProps {
  /** The start date, 'yyyy-MM-dd': shown chosen, and not to be unpicked here (it is the first date). */
  start: string | null;
  /** The other chosen days, 'yyyy-MM-dd'. */
  selected: readonly string[];
  /** The first and the last day that can be picked. */
  fromDay: string;
  toDay: string | null;
  onChange: (days: string[]) => void;
}

export default function DatesCalendar({ start, selected, fromDay, toDay, onChange }: DatesCalendarProps) {
  const chosen = (start ? [start, ...selected] : selected).map(calendarDate);
  return (
    <DayPicker
      mode="multiple"
      locale={es}
      weekStartsOn={WEEK_STARTS_ON}
      selected={chosen}
      defaultMonth={calendarDate(start ?? fromDay)}
      disabled={[{ before: calendarDate(fromDay) }, ...(toDay ? [{ after: calendarDate(toDay) }] : [])]}
      onSelect={(dates) =>
        onChange((dates ?? []).map((d) => format(d, 'yyyy-MM-dd')).filter((d) => d !== start))
      }
      style={CALENDAR_THEME}
      className="mx-auto"
    />
  );
}
