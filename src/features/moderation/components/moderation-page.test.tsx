import { queryOptions } from '@tanstack/react-query';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppToaster } from '@/components/ui/app-toaster';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { renderWithProviders } from '../../../../tests/utils/render';
import { installDomStubs } from '@/features/listing/components/test-support';
import { moderationKeys } from '../api/moderation-keys';
import { reviewSubmission } from '../api/moderation-api';
import { figureTexts, validateDraft } from '../domain/import-source';
import { formatReviewDate, reviewerLabel, type Submission } from '../domain/submission';
import { HISTORY, PENDING, PENDING_LOOKALIKE, PENDING_SERIES } from './moderation-fixtures';
import { ModerationPage } from './moderation-page';

// Large forms and lazy chunks: on a loaded machine these tests need more than the default waits.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

let pending: Submission[] = [];
vi.mock('../api/moderation-queries', () => ({
  moderationQueries: {
    pending: () => queryOptions({ queryKey: moderationKeys.pending(), queryFn: async () => pending }),
    history: () => queryOptions({ queryKey: moderationKeys.history(), queryFn: async () => HISTORY }),
  },
}));
vi.mock('../api/moderation-api', () => ({
  reviewSubmission: vi.fn(),
  addSource: vi.fn(),
  setSourceEnabled: vi.fn(),
  runSourceImport: vi.fn(),
}));
vi.mock('@/features/tracking/api/use-view-count', () => ({ useViewCount: () => null }));

function renderPage() {
  return renderWithProviders(
    <>
      <ModerationPage userId="me" />
      <AppToaster />
    </>,
    { path: '/moderacion' },
  );
}

beforeEach(() => {
  installDomStubs();
  pending = [...PENDING];
});
afterEach(() => vi.mocked(reviewSubmission).mockReset());

describe('pending queue', () => {
  it('lists the queue newest first and previews the chosen one as card and page', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const queue = await screen.findByRole('list', { name: /Propuestas pendientes/ });
    expect(
      within(queue)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Concierto en la plaza'), expect.stringContaining('Taller de sidra')]);
    expect(screen.getByRole('heading', { name: 'Pendientes de revisión (2)' })).toBeInTheDocument();
    const review = screen.getByRole('region', { name: 'Propuesta: Concierto en la plaza' });
    expect(within(review).getByText(/por Ane \(ane@example.org\)/)).toBeInTheDocument();
    expect(within(review).getByText('Quiere destacarlo (donativo)')).toBeInTheDocument();
    // The card (title link, category badge) and the page parts (details, description, how to get there).
    const card = within(review)
      .getAllByRole('article')
      .find((a) => within(a).queryByRole('link', { name: 'Concierto en la plaza' }));
    expect(card).toBeDefined();
    expect(within(card!).getByText('Música')).toBeInTheDocument();
    expect(within(review).getByRole('heading', { name: 'Detalles' })).toBeInTheDocument();
    expect(within(review).getAllByText('12 €')).toHaveLength(2);
    expect(within(review).getByTestId('event-description')).toHaveTextContent(
      'Un concierto al aire libre para todos.',
    );
    expect(within(review).getByRole('heading', { name: 'Cómo llegar' })).toBeInTheDocument();

    await user.click(within(queue).getByRole('button', { name: /Taller de sidra/ }));
    expect(screen.getByRole('region', { name: 'Propuesta: Taller de sidra' })).toBeInTheDocument();
  });

  it('approves: calls review-submission and reads the queue again', async () => {
    vi.mocked(reviewSubmission).mockImplementation(async ({ submissionId }) => {
      pending = pending.filter((s) => s.id !== submissionId);
      return { status: 'approved', email_sent: true };
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const review = await screen.findByRole('region', { name: 'Propuesta: Concierto en la plaza' });
    await user.click(within(review).getByRole('button', { name: 'Aprobar y publicar' }));
    expect(reviewSubmission).toHaveBeenCalledWith(
      { submissionId: PENDING[0]!.id, decision: 'approve' },
      expect.anything(),
    );
    expect((await screen.findAllByText('Evento aprobado y publicado')).length).toBeGreaterThan(0);
    expect(await screen.findByRole('region', { name: 'Propuesta: Taller de sidra' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pendientes de revisión (1)' })).toBeInTheDocument();
  });

  it('rejects with a reason that is required', async () => {
    vi.mocked(reviewSubmission).mockResolvedValue({ status: 'rejected', email_sent: false });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const review = await screen.findByRole('region', { name: 'Propuesta: Concierto en la plaza' });
    await user.click(within(review).getByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar «Concierto en la plaza»' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar evento' }));
    const reason = within(dialog).getByLabelText('Motivo del rechazo');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(
      'Indica el motivo del rechazo: se lo enviaremos a quien propuso el evento.',
    );
    expect(reviewSubmission).not.toHaveBeenCalled();
    await user.type(reason, 'Es un evento privado.');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar evento' }));
    expect(reviewSubmission).toHaveBeenCalledWith(
      { submissionId: PENDING[0]!.id, decision: 'reject', reason: 'Es un evento privado.' },
      expect.anything(),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a failed decision is toasted and the dialog keeps the reason', async () => {
    vi.mocked(reviewSubmission).mockRejectedValue(new Error('Esta propuesta ya se ha revisado.'));
    const user = userEvent.setup({ delay: null });
    renderPage();
    const review = await screen.findByRole('region', { name: 'Propuesta: Concierto en la plaza' });
    await user.click(within(review).getByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Motivo del rechazo'), 'Duplicado');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar evento' }));
    expect((await screen.findAllByText('Esta propuesta ya se ha revisado.')).length).toBeGreaterThan(0);
    expect(within(dialog).getByLabelText('Motivo del rechazo')).toHaveValue('Duplicado');
  });

  it('a series shows its rhythm, its count and its first dates, and every date on demand', async () => {
    pending = [PENDING_SERIES];
    const user = userEvent.setup({ delay: null });
    renderPage();
    const review = await screen.findByRole('region', { name: 'Propuesta: Clase de bachata' });
    expect(
      within(review).getByText(
        'Cada jueves · 12 fechas: jue 5 dic, jue 12 dic, jue 19 dic, jue 26 dic, jue 2 ene, …',
      ),
    ).toBeInTheDocument();
    const dates = within(review).getByRole('list', { name: 'Fechas de la serie', hidden: true });
    expect(dates).not.toBeVisible();
    await user.click(within(review).getByText('Ver todas las fechas (12)'));
    expect(dates).toBeVisible();
    const items = within(dates).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(items[0]).toHaveTextContent('jue 5 dic 2030');
    expect(items[11]).toHaveTextContent('jue 20 feb 2031');
  });

  it('warns about a link whose host imitates Latin letters with Cyrillic ones (https://аpple.com/)', async () => {
    pending = [PENDING_LOOKALIKE, ...PENDING];
    const user = userEvent.setup({ delay: null });
    renderPage();
    const review = await screen.findByRole('region', { name: 'Propuesta: Sorteo de entradas' });
    const note = within(review).getByRole('note', { name: 'Avisos sobre los enlaces' });
    expect(
      within(note).getByText(
        'Atención: el enlace a «аpple.com» usa letras de otros alfabetos que imitan a las latinas (posible suplantación).',
      ),
    ).toBeInTheDocument();
    expect(note).toHaveTextContent(
      'Aparece en: enlace del evento, enlace de entradas, descripción. Dirección real: xn--pple-43d.com',
    );
    // An ordinary submission has no warning.
    const queue = screen.getByRole('list', { name: /Propuestas pendientes/ });
    await user.click(within(queue).getByRole('button', { name: /Concierto en la plaza/ }));
    const other = await screen.findByRole('region', { name: 'Propuesta: Concierto en la plaza' });
    expect(within(other).queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByText(/posible suplantación/)).not.toBeInTheDocument();
  });

  it('says when the queue is empty', async () => {
    pending = [];
    renderPage();
    expect(await screen.findByText('No hay eventos pendientes de revisión.')).toBeInTheDocument();
  });
});

describe('history', () => {
  it('shows each decision with reviewer, date, reason and the created event', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Decisiones' });
    const [approved, rejected] = within(list).getAllByRole('listitem');
    expect(approved).toHaveTextContent('Aprobado');
    expect(approved).toHaveTextContent('Jazz en la Virgen Blanca');
    expect(approved).toHaveTextContent('Revisado por Tú el 12 de junio de 2030, 18:30');
    expect(within(approved!).getByRole('link', { name: 'Ver el evento publicado' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/event\/44444444-4444-4444-8444-444444444444--/),
    );
    expect(rejected).toHaveTextContent('Rechazado');
    expect(rejected).toHaveTextContent('Otra persona del equipo (4eb83baf)');
    expect(rejected).toHaveTextContent('Motivo: No es un evento abierto al público.');
    expect(within(rejected!).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('the moderation page in Basque', () => {
  beforeEach(() => {
    installDomStubs();
    setPageLocale('eu');
  });
  afterEach(() => setPageLocale('es'));

  it('shows its heading, tabs, queue and review actions in Basque', async () => {
    pending = PENDING;
    renderWithProviders(<ModerationPage userId="me" />, { path: '/eu/moderacion' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ekitaldien moderazioa' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Proposamenak' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Berrikusteko zain (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Onartu eta argitaratu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baztertu' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Erabakien historia' })).toBeInTheDocument();
    expect(screen.queryByText('Moderación de eventos')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprobar y publicar' })).not.toBeInTheDocument();
  });

  it('writes dates, reviewers, run figures and form errors in Basque', () => {
    expect(formatReviewDate('2030-11-22T17:05:00Z')).toBe('2030eko azaroaren 22a, 18:05');
    expect(reviewerLabel('u1', 'u1')).toBe('Zu');
    expect(
      figureTexts({ created: 2, updated: 1, unchanged: 0, cancelled: 0, merged: 0, rejected: [] })[0],
    ).toBe('Sortuak: 2');
    expect(validateDraft({ name: '', url: '', kind: 'ics', cityId: '', trusted: false }).name).toBe(
      'Adierazi iturriaren izena.',
    );
  });
});
