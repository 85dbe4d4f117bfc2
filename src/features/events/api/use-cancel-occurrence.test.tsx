import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eventsKeys } from './events-queries';
import { cancelOccurrenceErrorText, useCancelOccurrence } from './use-event-moderation';

type Answer = { data: unknown; error: { code?: string; message: string } | null };

const rpc = vi.fn<(name: string, args: unknown) => Promise<Answer>>();
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));

vi.mock('@/lib/supabase', () => ({ getSupabase: async () => ({ rpc }) }));
vi.mock('@/lib/toast', () => ({ toast }));

const ID = '0b7d6a52-3c1e-4f7a-9a55-1f2e3d4c5b6a';

function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useCancelOccurrence(), { wrapper });
  return { result, invalidate };
}

beforeEach(() => {
  rpc.mockReset();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('useCancelOccurrence', () => {
  it('calls cancel_event_occurrence, toasts “Fecha cancelada” and reads the event and the lists again', async () => {
    rpc.mockResolvedValue({ data: ['2026-12-10'], error: null });
    const { result, invalidate } = setUp();
    act(() => result.current.mutate({ eventId: ID, day: '2026-12-03' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(rpc).toHaveBeenCalledWith('cancel_event_occurrence', { p_event_id: ID, p_day: '2026-12-03' });
    expect(toast.success).toHaveBeenCalledWith('Fecha cancelada');
    // The events root covers the event's page and the listings.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: eventsKeys.all });
  });

  it('a refusal is toasted in Spanish, and the event is still read again', async () => {
    rpc.mockResolvedValue({
      data: null,
      error: { code: '22023', message: 'Esa fecha no es una de las fechas de la serie.' },
    });
    const { result, invalidate } = setUp();
    act(() => result.current.mutate({ eventId: ID, day: '2026-12-04' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(toast.error).toHaveBeenCalledWith('No se pudo cancelar la fecha', {
      description: 'Esa fecha no es una de las fechas de la serie.',
    });
    expect(toast.success).not.toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: eventsKeys.all });
  });
});

describe('cancelOccurrenceErrorText', () => {
  it.each([
    [
      '22023',
      'Todas las fechas de la serie están excluidas.',
      'Todas las fechas de la serie están excluidas.',
    ],
    [
      '42501',
      'cancel_event_occurrence: only moderators can cancel a date',
      'Solo el equipo de moderación puede cancelar fechas.',
    ],
    ['P0002', 'cancel_event_occurrence: event not found', 'Este evento ya no existe.'],
    [undefined, 'TypeError: Failed to fetch', 'Comprueba tu conexión e inténtalo de nuevo.'],
  ])('%s → %j', (code, message, expected) => {
    expect(cancelOccurrenceErrorText({ code, message })).toBe(expected);
  });
});
