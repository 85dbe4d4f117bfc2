/** The form's calendars, loaded on demand so react-day-picker stays out of the form's chunk. */
import { format, parseISO } from 'date-fns';
import { DayPicker } from 'react-day-picker';
import { es } from 'react-day-picker/locale/es';
import { eu } from 'react-day-picker/locale/eu';
import 'react-day-picker/style.css';
import { DAY_PICKER_THEME } from '@/components/ui/day-picker-theme';
import { WEEK_STARTS_ON } from '@/features/events';
import { getLocale } from '@/i18n/locale';

// parseISO reads 'yyyy-MM-dd' as local midnight of that day, as react-day-picker reads days.
const toDay = (date: Date) => format(date, 'yyyy-MM-dd');

export function DayCalendar(props: {
  selected: string | null;
  fromDay: string;
  onSelect: (day: string) => void;
}) {
  const chosen = props.selected ? parseISO(props.selected) : undefined;
  return (
    <DayPicker
      mode="single"
      locale={getLocale() === 'eu' ? eu : es}
      weekStartsOn={WEEK_STARTS_ON}
      selected={chosen}
      defaultMonth={chosen ?? parseISO(props.fromDay)}
      disabled={{ before: parseISO(props.fromDay) }}
      onSelect={(date) => {
        if (date) props.onSelect(toDay(date));
      }}
      style={DAY_PICKER_THEME}
      className="mx-auto"
    />
  );
}

/** The calendar of 'Varias fechas': several days picked in one month view, from `fromDay` to `toDay`. */
export function DatesCalendar(props: {
  /** The start date: shown chosen, and not to be unpicked here (it is the first date). */
  start: string | null;
  selected: readonly string[];
  fromDay: string;
  toDay: string | null;
  onChange: (days: string[]) => void;
}) {
  const { start, selected, fromDay, toDay: last, onChange } = props;
  return (
    <DayPicker
      mode="multiple"
      locale={getLocale() === 'eu' ? eu : es}
      weekStartsOn={WEEK_STARTS_ON}
      selected={(start ? [start, ...selected] : selected).map((day) => parseISO(day))}
      defaultMonth={parseISO(start ?? fromDay)}
      disabled={[{ before: parseISO(fromDay) }, ...(last ? [{ after: parseISO(last) }] : [])]}
      onSelect={(dates) => onChange((dates ?? []).map(toDay).filter((d) => d !== start))}
      style={DAY_PICKER_THEME}
      className="mx-auto"
    />
  );
}
