import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eventsKeys } from './events-queries';
import { moderateEventError, refusalText, useModerateEvent, useSetEventHidden } from './use-event-moderation';

type Answer = { data: unknown; error: { code?: string; message: string } | null };

const rpc = vi.fn<(name: string, args: unknown) => Promise<Answer>>();
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));

vi.mock('@/lib/supabase', () => ({ getSupabase: async () => ({ rpc }) }));
vi.mock('@/lib/toast', () => ({ toast }));

const ID = '0b7d6a52-3c1e-4f7a-9a55-1f2e3d4c5b6a';

function setUp<T>(hook: () => T) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(hook, { wrapper });
  return { result, invalidate };
}

beforeEach(() => {
  rpc.mockReset();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('useSetEventHidden', () => {
  it.each([
    [true, 'Evento oculto'],
    [false, 'Evento visible de nuevo'],
  ])(
    'hidden=%s calls set_event_hidden, toasts %j and reads every event query again',
    async (hidden, title) => {
      rpc.mockResolvedValue({ data: null, error: null });
      const { result, invalidate } = setUp(() => useSetEventHidden());
      act(() => result.current.mutate({ eventId: ID, hidden }));
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      expect(rpc).toHaveBeenCalledWith('set_event_hidden', { p_event_id: ID, p_hidden: hidden });
      expect(toast.success.mock.calls[0]?.[0]).toBe(title);
      expect(invalidate).toHaveBeenCalledWith({ queryKey: eventsKeys.all });
    },
  );

  it('a refusal is toasted in Spanish', async () => {
    rpc.mockResolvedValue({
      data: null,
      error: { code: '42501', message: 'set_event_hidden: only moderators can hide events' },
    });
    const { result } = setUp(() => useSetEventHidden());
    act(() => result.current.mutate({ eventId: ID, hidden: true }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(toast.error).toHaveBeenCalledWith('No se pudo ocultar el evento', {
      description: 'Solo el equipo de moderación puede ocultar o mostrar eventos.',
    });
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe('useModerateEvent', () => {
  it('sends the changes to moderate_event, toasts “Evento corregido” and reads the events again', async () => {
    rpc.mockResolvedValue({ data: null, error: null });
    const { result, invalidate } = setUp(() => useModerateEvent());
    act(() => result.current.mutate({ eventId: ID, changes: { title: 'Nuevo título', price: null } }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(rpc).toHaveBeenCalledWith('moderate_event', {
      p_event_id: ID,
      p_changes: { title: 'Nuevo título', price: null },
    });
    expect(toast.success).toHaveBeenCalledWith('Evento corregido');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: eventsKeys.all });
  });

  it('a refusal is the form’s to show: no toast', async () => {
    rpc.mockResolvedValue({
      data: null,
      error: { code: '42501', message: 'moderate_event: only moderators' },
    });
    const { result } = setUp(() => useModerateEvent());
    act(() => result.current.mutate({ eventId: ID, changes: { title: 'X' } }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Solo el equipo de moderación puede corregir eventos.');
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe('moderateEventError', () => {
  it.each([
    ['22023', 'moderate_event: the title cannot be empty', 'Escribe el título del evento.', 'title'],
    [
      '22023',
      'moderate_event: sources cannot be changed here',
      'La corrección incluye un campo que no se puede cambiar aquí.',
      undefined,
    ],
    [
      '22023',
      'La fecha de inicio debe ser la primera fecha de la serie.',
      'La fecha de inicio debe ser la primera fecha de la serie.',
      undefined,
    ],
    [
      '23514',
      'new row for relation "events" violates check constraint "events_dates_order"',
      'La fecha de fin no puede ser anterior a la fecha de inicio.',
      'endDate',
    ],
    [
      '23514',
      'new row for relation "events" violates check constraint "events_ticket_url_format"',
      'El enlace de entradas debe empezar por http:// o https://.',
      'ticketUrl',
    ],
    [
      '23514',
      'new row for relation "events" violates check constraint "events_other"',
      'Algún valor no es válido para la agenda. Revisa los campos.',
      undefined,
    ],
    ['22007', 'invalid input syntax for type date', 'Alguna fecha u hora no es válida.', undefined],
    [
      '42501',
      'moderate_event: only moderators can edit events',
      'Solo el equipo de moderación puede corregir eventos.',
      undefined,
    ],
    ['P0002', 'moderate_event: event not found', 'Este evento ya no existe.', undefined],
    [undefined, 'TypeError: Failed to fetch', 'Comprueba tu conexión e inténtalo de nuevo.', undefined],
  ])('%s %j → %j', (code, message, expected, field) => {
    const error = moderateEventError({ code, message });
    expect(error.message).toBe(expected);
    expect(error.field).toBe(field);
  });
});

describe('refusalText', () => {
  it.each([
    ['P0002', 'set_event_hidden: event not found', 'Este evento ya no existe.'],
    [undefined, 'TypeError: Failed to fetch', 'Comprueba tu conexión e inténtalo de nuevo.'],
  ])('%s → %j', (code, message, expected) => {
    expect(refusalText({ code, message }, 'ocultar o mostrar eventos')).toBe(expected);
  });
});
