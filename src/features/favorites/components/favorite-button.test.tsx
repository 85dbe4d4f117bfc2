import { act, fireEvent, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedInAs } from '../../../../tests/utils/render';
import { AuthDialogContext } from '@/features/auth/components/auth-dialog-context';
import { FavoriteButton, FavoriteToggleProvider } from './favorite-button';

const mocks = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
  saveFavorite: vi.fn(),
  deleteFavorite: vi.fn(),
  insertFavorite: vi.fn(),
  saved: [] as string[],
}));
vi.mock('@/lib/toast', () => ({ toast: mocks.toast }));
vi.mock('@/lib/supabase', async () => {
  const { fakeSupabase: fake } = await import('../../../../tests/utils/fake-supabase');
  return {
    getSupabase: () =>
      fake({ user_favorites: () => ({ data: mocks.saved.map((event_id) => ({ event_id })), error: null }) }),
  };
});
vi.mock('../api/favorites-api', () => ({
  saveFavorite: mocks.saveFavorite,
  deleteFavorite: mocks.deleteFavorite,
  insertFavorite: mocks.insertFavorite,
}));

const EVENT = { id: 'ev-1', title: 'Jazz en el Arriaga' };
const USER = signedInAs('ane@example.com', 'u1');
const flush = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

function renderStar(auth = USER, openAuthDialog = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <AuthDialogContext.Provider value={{ openAuthDialog }}>
      <FavoriteButton event={EVENT} />
    </AuthDialogContext.Provider>,
    { auth, queryClient },
  );
  return {
    openAuthDialog,
    queryClient,
    star: () => screen.getByRole('button', { name: 'Guardar en favoritos' }),
  };
}

describe('FavoriteButton', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.clearAllMocks();
    mocks.saved = [];
  });
  afterEach(() => vi.useRealTimers());

  it("a guest's star opens the dialog and saves the event 500 ms after signing in", async () => {
    const { openAuthDialog, star } = renderStar({ user: null, session: null, loading: false });
    fireEvent.click(star());
    expect(openAuthDialog).toHaveBeenCalledTimes(1);
    expect(mocks.saveFavorite).not.toHaveBeenCalled();
    mocks.saveFavorite.mockResolvedValue('point');
    const onSignedIn = openAuthDialog.mock.calls[0]![0] as (id: string) => void;
    act(() => onSignedIn('u1'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(mocks.saveFavorite).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(mocks.saveFavorite).toHaveBeenCalledWith(EVENT.id);
  });

  it.each([
    ['point', '¡Punto ganado!'],
    ['limit', 'Favorito guardado'],
    ['saved', 'Favorito guardado'],
  ] as const)('saving with outcome %s says %s and fills the star', async (outcome, title) => {
    mocks.saveFavorite.mockImplementation(async () => {
      mocks.saved.push(EVENT.id);
      return outcome;
    });
    const { star } = renderStar();
    await flush();
    expect(star()).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(star());
    await flush();
    expect(mocks.saveFavorite).toHaveBeenCalledWith(EVENT.id);
    expect(mocks.toast.success).toHaveBeenCalledWith(
      title,
      expect.objectContaining({ description: expect.any(String) }),
    );
    expect(star()).toHaveAttribute('aria-pressed', 'true');
  });

  it('a failed save keeps the event unsaved and shows the error', async () => {
    mocks.saveFavorite.mockRejectedValue(new Error('Ese evento no existe.'));
    const { star } = renderStar();
    await flush();
    fireEvent.click(star());
    await flush();
    expect(mocks.toast.error).toHaveBeenCalledWith('Error', {
      description: 'Ese evento no existe.',
    });
    expect(star()).toHaveAttribute('aria-pressed', 'false');
  });

  it("removing says 'Favorito eliminado' and 'Deshacer' puts it back", async () => {
    mocks.saved = [EVENT.id];
    mocks.deleteFavorite.mockImplementation(async () => {
      mocks.saved = [];
    });
    mocks.insertFavorite.mockImplementation(async () => {
      mocks.saved = [EVENT.id];
    });
    const { star } = renderStar();
    await flush();
    expect(star()).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(star());
    await flush();
    expect(mocks.deleteFavorite).toHaveBeenCalledWith('u1', EVENT.id);
    expect(star()).toHaveAttribute('aria-pressed', 'false');
    const [title, options] = mocks.toast.mock.calls[0] as [
      string,
      { description: string; action: { label: string; onClick: () => void } },
    ];
    expect(title).toBe('Favorito eliminado');
    expect(options.description).toBe('El evento ha sido removido de tus favoritos');
    expect(options.action.label).toBe('Deshacer');
    act(() => options.action.onClick());
    await flush();
    expect(mocks.insertFavorite).toHaveBeenCalledWith('u1', EVENT.id);
    expect(star()).toHaveAttribute('aria-pressed', 'true');
  });

  describe('several stars under one FavoriteToggleProvider (a listing)', () => {
    const OTHER = { id: 'ev-2', title: 'Teatro en el Campos' };

    function renderListing() {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      renderWithProviders(
        <AuthDialogContext.Provider value={{ openAuthDialog: vi.fn() }}>
          <FavoriteToggleProvider>
            <ul>
              <li>
                <FavoriteButton event={EVENT} />
              </li>
              <li>
                <FavoriteButton event={OTHER} />
              </li>
              <li>
                <FavoriteButton event={EVENT} />
              </li>
            </ul>
          </FavoriteToggleProvider>
        </AuthDialogContext.Provider>,
        { auth: USER, queryClient },
      );
      return screen.getAllByRole('button', { name: 'Guardar en favoritos' });
    }

    it('saving one event fills every star of that event and only those', async () => {
      mocks.saveFavorite.mockImplementation(async () => {
        mocks.saved.push(EVENT.id);
        return 'point';
      });
      const [first, other, same] = renderListing();
      await flush();
      fireEvent.click(first!);
      await flush();
      expect(mocks.saveFavorite).toHaveBeenCalledTimes(1);
      expect(first).toHaveAttribute('aria-pressed', 'true');
      expect(same).toHaveAttribute('aria-pressed', 'true');
      expect(other).toHaveAttribute('aria-pressed', 'false');
    });

    it('one change at a time per event: a second click while saving does nothing, another event is free', async () => {
      let finish: (outcome: 'point') => void = () => undefined;
      mocks.saveFavorite.mockImplementation(
        (eventId: string) =>
          new Promise((resolve) => {
            if (eventId === EVENT.id) finish = resolve;
            else resolve('point');
          }),
      );
      const [first, other, same] = renderListing();
      await flush();
      fireEvent.click(first!);
      await flush();
      expect(first).toHaveAttribute('aria-busy', 'true');
      expect(same).toHaveAttribute('aria-busy', 'true');
      expect(other).not.toHaveAttribute('aria-busy');
      fireEvent.click(same!);
      fireEvent.click(other!);
      await flush();
      expect(mocks.saveFavorite.mock.calls.map(([eventId]) => eventId)).toEqual([EVENT.id, OTHER.id]);
      await act(async () => finish('point'));
      await flush();
      expect(first).not.toHaveAttribute('aria-busy');
    });
  });
});
