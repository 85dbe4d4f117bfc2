import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModeratorAccess } from '@/features/auth/api/use-moderator-access';
import { renderWithProviders } from '../../../../../tests/utils/render';
import { makeEvent } from '../../domain/event.fixture';
import type { EventItem } from '../../domain/types';
import { EventModeration } from './event-moderation';

const HIDDEN_NOTICE = 'Oculto: solo lo ven los moderadores';
const MODERATED_NOTE = 'Las importaciones ya no cambiarán este evento.';

type Answer = { data: unknown; error: { code?: string; message: string } | null };

// The API is mocked at the Supabase client, as the mutation hooks' own tests do: what is checked
// is the RPC the page ends up calling.
const rpc = vi.fn<(name: string, args: unknown) => Promise<Answer>>();
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
let access: ModeratorAccess = { status: 'allowed', userId: 'u1' };

vi.mock('@/lib/supabase', () => ({ getSupabase: async () => ({ rpc }) }));
vi.mock('@/lib/toast', () => ({ toast }));
vi.mock('@/features/auth/api/use-moderator-access', () => ({ useModeratorAccess: () => access }));

const ID = '0b7d6a52-3c1e-4f7a-9a55-1f2e3d4c5b6a';

const event = makeEvent({
  id: ID,
  title: 'Jazz en el Kafe',
  description: '<p>Una gran noche.</p>',
  venue: 'Bilbo Kafe',
  address: 'Calle Mayor 1',
  town: 'Bilbao',
  startDate: '2026-11-28',
  startTime: '20:00:00',
  price: 10,
  infoUrl: 'https://kafe.example/jazz',
});

const render = (e: EventItem = event) => renderWithProviders(<EventModeration event={e} />);

beforeEach(() => {
  access = { status: 'allowed', userId: 'u1' };
  rpc.mockReset().mockResolvedValue({ data: null, error: null });
  toast.success.mockReset();
  toast.error.mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('EventModeration', () => {
  it.each<[string, ModeratorAccess]>([
    ['a visitor who is not a moderator', { status: 'denied' }],
    ['while access is being checked', { status: 'loading' }],
  ])('shows nothing to %s', (_label, state) => {
    access = state;
    render(makeEvent({ ...event, moderated: true }));
    expect(screen.queryByRole('region', { name: 'Moderación' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ocultar este evento' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Corregir' })).not.toBeInTheDocument();
    expect(screen.queryByText(MODERATED_NOTE)).not.toBeInTheDocument();
  });

  it("shows a moderator the 'Moderación' box with its two actions", () => {
    render();
    const box = screen.getByRole('region', { name: 'Moderación' });
    expect(within(box).getByRole('button', { name: 'Ocultar este evento' })).toBeEnabled();
    expect(within(box).getByRole('button', { name: 'Corregir' })).toBeEnabled();
    expect(screen.queryByText(HIDDEN_NOTICE)).not.toBeInTheDocument();
    // Not moderated yet: imports may still update it, so the page does not say otherwise.
    expect(screen.queryByText(MODERATED_NOTE)).not.toBeInTheDocument();
  });

  it('says under the box that imports leave a moderated event alone', () => {
    render(makeEvent({ ...event, moderated: true }));
    expect(screen.getByText(MODERATED_NOTE)).toBeInTheDocument();
  });

  it("'Ocultar este evento' asks first, then hides the event", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Ocultar este evento' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('¿Ocultar «Jazz en el Kafe»?'));
    await waitFor(() =>
      expect(rpc).toHaveBeenCalledWith('set_event_hidden', { p_event_id: ID, p_hidden: true }),
    );
    await waitFor(() => expect(toast.success.mock.calls[0]?.[0]).toBe('Evento oculto'));
  });

  it('nothing is hidden when the moderator does not confirm', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Ocultar este evento' }));
    expect(rpc).not.toHaveBeenCalled();
  });

  it("a hidden event says so and offers 'Mostrar de nuevo', which shows it without asking", async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const user = userEvent.setup();
    render(makeEvent({ ...event, hidden: true, moderated: true }));
    expect(screen.getByRole('status')).toHaveTextContent(HIDDEN_NOTICE);
    expect(screen.queryByRole('button', { name: 'Ocultar este evento' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostrar de nuevo' }));
    expect(confirm).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(rpc).toHaveBeenCalledWith('set_event_hidden', { p_event_id: ID, p_hidden: false }),
    );
  });
});

describe('Corregir', () => {
  async function openForm(e: EventItem = event) {
    const user = userEvent.setup();
    render(e);
    await user.click(screen.getByRole('button', { name: 'Corregir' }));
    const dialog = await screen.findByRole('dialog', { name: `Corregir «${e.title}»` });
    return { user, dialog };
  }

  it('opens a form filled with the event, focus inside it', async () => {
    const { dialog } = await openForm();
    const form = within(dialog);
    expect(form.getByLabelText('Título')).toHaveValue('Jazz en el Kafe');
    expect(form.getByLabelText('Descripción')).toHaveValue('<p>Una gran noche.</p>');
    expect(form.getByLabelText('Lugar')).toHaveValue('Bilbo Kafe');
    expect(form.getByLabelText('Dirección')).toHaveValue('Calle Mayor 1');
    expect(form.getByLabelText('Fecha de inicio')).toHaveValue('2026-11-28');
    expect(form.getByLabelText('Fecha de fin')).toHaveValue('');
    expect(form.getByLabelText('Hora de inicio')).toHaveValue('20:00');
    expect(form.getByLabelText('Hora de fin')).toHaveValue('');
    expect(form.getByLabelText('Precio (€)')).toHaveValue('10');
    expect(form.getByLabelText('Gratis')).not.toBeChecked();
    expect(form.getByLabelText('Enlace de información')).toHaveValue('https://kafe.example/jazz');
    expect(form.getByLabelText('Entradas')).toHaveValue('');
    expect(form.getByLabelText('Estado')).toHaveValue('scheduled');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('sends only the fields that changed, then closes with “Evento corregido”', async () => {
    const { user, dialog } = await openForm();
    const form = within(dialog);
    await user.clear(form.getByLabelText('Título'));
    await user.type(form.getByLabelText('Título'), 'Jazz en el Kafe: trío');
    await user.clear(form.getByLabelText('Precio (€)'));
    await user.type(form.getByLabelText('Precio (€)'), '12,50');
    await user.selectOptions(form.getByLabelText('Estado'), 'Cancelado');
    await user.click(form.getByRole('button', { name: 'Guardar corrección' }));
    await waitFor(() => expect(rpc).toHaveBeenCalledTimes(1));
    expect(rpc).toHaveBeenCalledWith('moderate_event', {
      p_event_id: ID,
      p_changes: { title: 'Jazz en el Kafe: trío', price: 12.5, status: 'cancelled' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Evento corregido');
    // Focus goes back to the button that opened the form.
    expect(screen.getByRole('button', { name: 'Corregir' })).toHaveFocus();
  });

  it('shows the database’s refusal in the form, which keeps what was typed', async () => {
    rpc.mockResolvedValue({
      data: null,
      error: {
        code: '23514',
        message: 'new row for relation "events" violates check constraint "events_dates_order"',
      },
    });
    const { user, dialog } = await openForm();
    const form = within(dialog);
    await user.clear(form.getByLabelText('Título'));
    await user.type(form.getByLabelText('Título'), 'Jazz en el Kafe (2 noches)');
    // The database is the one that refuses here (as if the start had changed meanwhile).
    fireEvent.change(form.getByLabelText('Fecha de fin'), { target: { value: '2026-11-29' } });
    await user.click(form.getByRole('button', { name: 'Guardar corrección' }));

    expect(await form.findByRole('alert')).toHaveTextContent(
      'No se pudo guardar la corrección: La fecha de fin no puede ser anterior a la fecha de inicio.',
    );
    expect(rpc).toHaveBeenCalledWith('moderate_event', {
      p_event_id: ID,
      p_changes: { title: 'Jazz en el Kafe (2 noches)', end_date: '2026-11-29' },
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(form.getByLabelText('Título')).toHaveValue('Jazz en el Kafe (2 noches)');
    const end = form.getByLabelText('Fecha de fin');
    expect(end).toHaveValue('2026-11-29');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAccessibleDescription('La fecha de fin no puede ser anterior a la fecha de inicio.');
    expect(end).toHaveFocus();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('checks the form in Spanish before sending, and focuses the first field to fix', async () => {
    const { user, dialog } = await openForm();
    const form = within(dialog);
    await user.clear(form.getByLabelText('Título'));
    await user.clear(form.getByLabelText('Precio (€)'));
    await user.type(form.getByLabelText('Precio (€)'), 'diez');
    await user.type(form.getByLabelText('Entradas'), 'entradas.example');
    await user.click(form.getByRole('button', { name: 'Guardar corrección' }));

    const title = form.getByLabelText('Título');
    expect(title).toHaveAccessibleDescription('Escribe el título del evento.');
    expect(title).toHaveFocus();
    expect(form.getByLabelText('Precio (€)')).toHaveAccessibleDescription(
      expect.stringContaining('El precio debe ser un número igual o mayor que 0'),
    );
    expect(form.getByLabelText('Entradas')).toHaveAccessibleDescription(
      'El enlace de entradas debe ser una dirección web completa que empiece por http:// o https://.',
    );
    expect(rpc).not.toHaveBeenCalled();
  });

  it('sends nothing when nothing changed, and says so', async () => {
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar corrección' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No has cambiado nada');
    expect(rpc).not.toHaveBeenCalled();
  });

  it('a series edits its first date and has no end date of its own', async () => {
    const series = makeEvent({
      ...event,
      startDate: '2026-12-03',
      series: {
        rule: 'FREQ=WEEKLY;BYDAY=TH;COUNT=4',
        exdates: [],
        dates: ['2026-11-26', '2026-12-03', '2026-12-10', '2026-12-17'],
        firstDate: '2026-11-26',
      },
    });
    const { dialog } = await openForm(series);
    expect(within(dialog).getByLabelText('Fecha de inicio')).toHaveValue('2026-11-26');
    expect(within(dialog).queryByLabelText('Fecha de fin')).not.toBeInTheDocument();
  });

  it('compares with the event as it was when the form opened, whatever a refetch brings meanwhile', async () => {
    // The page's event as a refetch would replace it (another moderator changed the venue).
    let refetch: (next: EventItem) => void = () => {};
    function Page() {
      const [current, setCurrent] = useState(event);
      refetch = setCurrent;
      return <EventModeration event={current} />;
    }
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Corregir' }));
    const dialog = await screen.findByRole('dialog', { name: `Corregir «${event.title}»` });
    act(() => refetch({ ...event, title: 'Jazz en el Kafe (reprogramado)', venue: 'Sala BBK' }));

    const form = within(dialog);
    expect(screen.getByRole('dialog', { name: `Corregir «${event.title}»` })).toBe(dialog);
    await user.clear(form.getByLabelText('Precio (€)'));
    await user.type(form.getByLabelText('Precio (€)'), '12');
    await user.click(form.getByRole('button', { name: 'Guardar corrección' }));
    await waitFor(() => expect(rpc).toHaveBeenCalledTimes(1));
    // Only what the moderator changed: the untouched title and venue are not sent back as they were.
    expect(rpc).toHaveBeenCalledWith('moderate_event', { p_event_id: ID, p_changes: { price: 12 } });
  });

  it('Escape closes the form without sending anything', async () => {
    const { user } = await openForm();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rpc).not.toHaveBeenCalled();
  });
});
