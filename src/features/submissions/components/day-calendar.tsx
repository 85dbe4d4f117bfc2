/** The month calendar of the date fields. Loaded on demand (React.lazy): it stays out of the form's chunk. */
import { format } from 'date-fns';
import { DayPicker } from 'react-day-picker';
import { es } from 'react-day-picker/locale/es';
import 'react-day-picker/style.css';
import { WEEK_STARTS_ON } from '@/features/events';
import { CALENDAR_THEME, calendarDate as toDate } from './calendar-theme';

export interface DayCalendarProps {
  /** The chosen day, 'yyyy-MM-dd'. */
  selected: string | null;
  /** The first day that can be picked, 'yyyy-MM-dd'. */
  fromDay: string;
  onSelect: (day: string) => void;
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
      style={CALENDAR_THEME}
      className="mx-auto"
    />
  );
}
