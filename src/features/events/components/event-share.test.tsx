import { act, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/utils/render';
import { EventShare } from './event-share';

// The menu's code arrives only when the test lets it, as it would over a slow network (it is
// transformed meanwhile, which can take seconds on a busy machine).
const chunk = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open: () => open(), opened };
});
vi.mock('./event-share-dropdown', async (importOriginal) => {
  const original = importOriginal();
  await chunk.opened;
  return original;
});

it(
  'keeps the keyboard focus when the real share trigger replaces the focused stand-in',
  { timeout: 20_000 },
  async () => {
    renderWithProviders(
      <EventShare
        title="Concierto"
        url="https://bilbao.agendanorte.es/evento/concierto"
        toastMs={2000}
        trigger={(props) => (
          <button type="button" {...props}>
            Compartir
          </button>
        )}
      />,
    );
    const standIn = screen.getByRole('button', { name: 'Compartir' });
    expect(standIn).toHaveAttribute('aria-disabled', 'true');
    act(() => standIn.focus());

    await act(async () => chunk.open());
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Compartir' })).not.toHaveAttribute('aria-disabled'),
      { timeout: 15_000 },
    );
    expect(screen.getByRole('button', { name: 'Compartir' })).toHaveFocus();
  },
);
