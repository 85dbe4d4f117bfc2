import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/utils/render';
import { CitySwitcher } from './city-switcher';
import { MobileMenu } from './mobile-menu';

// Each menu's code arrives only when the test lets it, as it would over a slow network (it is
// transformed meanwhile, which can take seconds on a busy machine).
const chunks = vi.hoisted(() => {
  const gate = () => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { open, opened };
  };
  return { city: gate(), mobile: gate() };
});
vi.mock('./city-switcher-menu', async (importOriginal) => {
  const original = importOriginal();
  await chunks.city.opened;
  return original;
});
vi.mock('./mobile-menu-dialog', async (importOriginal) => {
  const original = importOriginal();
  await chunks.mobile.opened;
  return original;
});

describe.each([
  { name: 'the city switcher', ui: <CitySwitcher />, trigger: /Cambiar de ciudad/, chunk: chunks.city },
  { name: 'the mobile menu', ui: <MobileMenu />, trigger: 'Abrir menú', chunk: chunks.mobile },
])('$name', ({ ui, trigger, chunk }) => {
  it(
    'keeps the keyboard focus when the real trigger replaces the focused stand-in',
    { timeout: 20_000 },
    async () => {
      renderWithProviders(ui);
      const standIn = screen.getByRole('button', { name: trigger });
      expect(standIn).toHaveAttribute('aria-disabled', 'true');
      act(() => standIn.focus());

      await act(async () => chunk.open());
      await waitFor(
        () => expect(screen.getByRole('button', { name: trigger })).not.toHaveAttribute('aria-disabled'),
        { timeout: 15_000 },
      );
      expect(screen.getByRole('button', { name: trigger })).toHaveFocus();
    },
  );
});
