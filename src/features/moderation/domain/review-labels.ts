/** Texts of the decision history. Pure. */
import { spanishNames } from '@/features/events';
import { madridParts, pad2 } from '../../../../supabase/functions/_shared/madrid_time.ts';
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
  const p = madridParts(date);
  return `${p.day} de ${spanishNames('long').months[p.month - 1]} de ${p.year}, ${pad2(p.hours)}:${pad2(p.minutes)}`;
}

/** Who decided. RLS hides other moderators' profiles, so they are told apart by the start of their id. */
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
