/** The form's dates are typed as dd/MM/yyyy; the payload sends yyyy-MM-dd. Pure. */
import { parseDay } from '@/features/events';
import { pad2 } from '../../../../supabase/functions/_shared/madrid_time.ts';

const FORM_DATE_RE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const DIGITS_DATE_RE = /^(\d{2})(\d{2})(\d{4})$/;
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/** '05/03/2031' (or 5/3/2031, 05-03-2031, 05032031) → '2031-03-05'; null when blank or not a real date. */
export function parseFormDate(text: string): string | null {
  const m = FORM_DATE_RE.exec(text.trim()) ?? DIGITS_DATE_RE.exec(text.trim());
  if (!m) return null;
  const day = `${m[3]}-${pad2(Number(m[2]))}-${pad2(Number(m[1]))}`;
  return Number(m[3]) >= 1000 && parseDay(day) ? day : null;
}

/** '2031-03-05' → '05/03/2031'; '' for anything else. */
export function formatFormDate(day: string): string {
  const m = DAY_RE.exec(day);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** 'H:MM', 'HH:MM' or 'HH:MM:SS' → 'HH:MM'; null when blank or not a clock time. */
export function normaliseTime(text: string): string | null {
  const m = TIME_RE.exec(text.trim());
  return m ? `${pad2(Number(m[1]))}:${m[2]}` : null;
}

/** Phone keypads may lack '/': typing forward, '20' → '20/', '20/06' → '20/06/', and '//' collapses. */
export function autoFormatDate(previous: string, next: string): string {
  if (next.length <= previous.length || !/^[\d/]*$/.test(next)) return next;
  const collapsed = next.replace(/\/{2,}/g, '/');
  return /^(\d{2}|\d{1,2}\/\d{2})$/.test(collapsed) ? `${collapsed}/` : collapsed;
}
