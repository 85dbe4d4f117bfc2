/** Test-only submissions (not a test file). */
import type { Submission } from '../domain/submission';

const payload = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  category_id: ['musica'],
  description: '<p>Un concierto al aire libre para todos.</p>',
  start_date: '2030-06-20',
  start_time: '20:00',
  venue: 'Plaza Nueva 1',
  address: 'Plaza Nueva 1',
  town: 'Bilbao',
  neighborhood: 'Casco Viejo',
  price: 12,
  is_free: false,
  organizer: 'Peña Txori',
  como_llegar: 'Metro: Casco Viejo',
  wants_featured: false,
  ...extra,
});

export function makeSubmission(overrides: Partial<Submission> & { title?: string } = {}): Submission {
  const { title = 'Concierto en la plaza', ...rest } = overrides;
  return {
    id: '11111111-1111-4111-8111-111111111111',
    payload: payload(title),
    status: 'pending',
    submitted_by_email: 'ane@example.org',
    submitted_by_name: 'Ane',
    created_at: '2030-06-14T10:00:00Z',
    reviewed_at: null,
    reviewed_by: null,
    rejection_reason: null,
    event_id: null,
    ...rest,
  };
}

export const PENDING: Submission[] = [
  makeSubmission({
    title: 'Concierto en la plaza',
    payload: payload('Concierto en la plaza', { wants_featured: true }),
  }),
  makeSubmission({
    id: '22222222-2222-4222-8222-222222222222',
    title: 'Taller de sidra',
    created_at: '2030-06-13T10:00:00Z',
  }),
];

/** A pending series: every Thursday from 5 December 2030 to 20 February 2031 (12 dates). */
export const PENDING_SERIES: Submission = makeSubmission({
  id: '66666666-6666-4666-8666-666666666666',
  title: 'Clase de bachata',
  payload: payload('Clase de bachata', {
    start_date: '2030-12-05',
    recurrence_rule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20310220',
    recurrence_exdates: [],
  }),
});

export const HISTORY: Submission[] = [
  makeSubmission({
    id: '33333333-3333-4333-8333-333333333333',
    title: 'Jazz en la Virgen Blanca',
    status: 'approved',
    reviewed_at: '2030-06-12T16:30:00Z',
    reviewed_by: 'me',
    event_id: '44444444-4444-4444-8444-444444444444',
  }),
  makeSubmission({
    id: '55555555-5555-4555-8555-555555555555',
    title: 'Fiesta privada',
    status: 'rejected',
    reviewed_at: '2030-06-11T09:00:00Z',
    reviewed_by: '4eb83baf-cbde-4c22-a7ea-2cf8338d4001',
    rejection_reason: 'No es un evento abierto al público.',
  }),
];

/**
 * A pending submission whose links use a Cyrillic 'а' in 'аpple.com', as submit-event stores them
 * (parsed: the host in its 'xn--' form); the description links there too.
 */
export const PENDING_LOOKALIKE: Submission = makeSubmission({
  id: '77777777-7777-4777-8777-777777777777',
  title: 'Sorteo de entradas',
  payload: payload('Sorteo de entradas', {
    info_url: 'https://xn--pple-43d.com/',
    ticket_url: 'https://xn--pple-43d.com/',
    description:
      '<p>Apúntate al sorteo en <a href="https://xn--pple-43d.com/sorteo?a=1&amp;b=2" rel="noopener noreferrer nofollow" target="_blank">la web</a>.</p>',
  }),
});
