/** Texts of the decision history. Pure. */
import { format } from 'date-fns';
import { es } from 'date-fns/locale';
import { tz } from '@date-fns/tz';
import { TIME_ZONE } from '@/config/constants';
import type { SubmissionStatus } from './submission';

export const STATUS_LABELS: Record<SubmissionStatus, string> = {
  pending: 'Pendiente',
  approved: 'Aprobado',
  rejected: 'Rechazado',
};

/** '22 de noviembre de 2030, 18:05' in Europe/Madrid; '' when the instant is missing or invalid. */
export function formatReviewDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return format(date, "d 'de' MMMM 'de' yyyy, HH:mm", { locale: es, in: tz(TIME_ZONE) });
}

/**
 * Who decided. A moderator may read only their own profile (RLS), so other reviewers are named by role
 * with the start of their id, enough to tell two apart.
 */
export function reviewerLabel(reviewedBy: string | null, currentUserId: string | null): string {
  if (!reviewedBy) return 'Desconocido';
  if (reviewedBy === currentUserId) return 'Tú';
  return `Otra persona del equipo (${reviewedBy.slice(0, 8)})`;
}

/** 'por Ane (ane@example.org)', 'por Ane (sin email)', or 'de forma anónima'. */
export function submitterText(name: string | null, email: string | null): string {
  if (!name && !email) return 'de forma anónima';
  if (!name) return `por ${email}`;
  return `por ${name} (${email ?? 'sin email'})`;
}
