/** The form's linked changes (resets of dependent fields). Pure. */
import { getChildCategories } from '@/config/categories';
import type { Category, Location } from '@/config/types';
import {
  WEEKDAY_CODES,
  weekdayCodeOf,
  type WeekdayCode,
} from '../../../../supabase/functions/_shared/recurrence.ts';
import { parseFormDate } from './form-dates';
import { OTHER_TOWN, type RepeatKind, type SubmissionFormValues } from './form-values';

type Values = SubmissionFormValues;

export function changeTown(values: Values, town: string): Values {
  return { ...values, town, neighborhood: '', customTown: '' };
}

/** Ticking or unticking (also a chip's removal) resets the subcategory, which depends on the ticks. */
export function toggleCategory(values: Values, id: string): Values {
  const categories = values.categories.includes(id)
    ? values.categories.filter((c) => c !== id)
    : [...values.categories, id];
  return { ...values, categories, subcategory: '' };
}

export function setFree(values: Values, isFree: boolean): Values {
  return isFree ? { ...values, isFree, price: '' } : { ...values, isFree };
}

/** Neighbourhoods offered: the chosen town's children (none for 'Otra, especificar'). */
export function neighborhoodOptions(locations: readonly Location[], town: string): Location[] {
  if (town === '' || town === OTHER_TOWN) return [];
  return locations.filter((location) => location.parentId === town);
}

/** Subcategories offered: the children of the chosen categories, each once, in the categories' order. */
export function subcategoryOptions(categories: readonly string[]): Category[] {
  const children = categories.flatMap((id) => getChildCategories(id));
  return children.filter((child, i) => children.findIndex((c) => c.id === child.id) === i);
}

function startWeekday(startDate: string): WeekdayCode | null {
  const day = parseFormDate(startDate);
  return day ? weekdayCodeOf(day) : null;
}

/** Choosing how the event repeats; 'Cada semana' starts on the start date's weekday when none is ticked. */
export function chooseRepeat(values: Values, repeat: RepeatKind): Values {
  const weekday = startWeekday(values.startDate);
  const fill = repeat === 'weekly' && values.repeatWeekdays.length === 0 && weekday !== null;
  return { ...values, repeat, repeatWeekdays: fill ? [weekday] : values.repeatWeekdays };
}

/** Weekly days still at their default (none, or the old start's weekday) follow a corrected start date. */
export function changeStartDate(values: Values, startDate: string): Values {
  const days = values.repeatWeekdays;
  const before = startWeekday(values.startDate);
  const isDefault = days.length === 0 || (days.length === 1 && days[0] === before);
  if (values.repeat !== 'weekly' || !isDefault) return { ...values, startDate };
  const after = startWeekday(startDate);
  return { ...values, startDate, repeatWeekdays: after ? [after] : [] };
}

/** The list stays Monday first. */
export function toggleWeekday(values: Values, code: WeekdayCode): Values {
  const ticked = values.repeatWeekdays.includes(code);
  const repeatWeekdays = WEEKDAY_CODES.filter((c) =>
    c === code ? !ticked : values.repeatWeekdays.includes(c),
  );
  return { ...values, repeatWeekdays };
}
