/** What the form's calendars share: their colours and sizes, and how a 'yyyy-MM-dd' day becomes a Date. */
import type { CSSProperties } from 'react';

export const CALENDAR_THEME = {
  '--rdp-accent-color': 'rgb(var(--color-primary))',
  '--rdp-accent-background-color': 'rgb(var(--color-primary) / 0.12)',
  '--rdp-nav_button-height': '2.75rem',
  '--rdp-nav_button-width': '2.75rem',
} as CSSProperties;

/** 'yyyy-MM-dd' → local midnight of that day, as react-day-picker reads days. */
export function calendarDate(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}
