import { act, render, screen, waitFor } from '@testing-library/react';
import { lazy, type Ref } from 'react';
import { expect, it } from 'vitest';
import { LazyMenu } from './lazy-menu';

/** A menu whose code arrives when the test calls `arrive`. */
function deferredMenu() {
  let arrive = () => {};
  const Menu = lazy(
    () =>
      new Promise<{ default: (props: { triggerRef: Ref<HTMLButtonElement> }) => React.ReactNode }>(
        (resolve) =>
          (arrive = () =>
            resolve({
              default: ({ triggerRef }) => (
                <button type="button" ref={triggerRef}>
                  Menú
                </button>
              ),
            })),
      ),
  );
  return { Menu, arrive: () => arrive() };
}

function renderMenu() {
  const { Menu, arrive } = deferredMenu();
  render(
    <>
      <input aria-label="Buscar" />
      <LazyMenu standIn={(props) => <button {...props}>Menú</button>}>
        {(triggerRef) => <Menu triggerRef={triggerRef} />}
      </LazyMenu>
    </>,
  );
  return arrive;
}

async function realTrigger(arrive: () => void) {
  await act(async () => arrive());
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Menú' })).not.toHaveAttribute('aria-disabled'),
  );
  return screen.getByRole('button', { name: 'Menú' });
}

it('draws the stand-in inert, saying what it will open', () => {
  renderMenu();
  expect(screen.getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-haspopup', 'menu');
});

it('moves the focus from the stand-in to the real trigger', async () => {
  const arrive = renderMenu();
  act(() => screen.getByRole('button', { name: 'Menú' }).focus());
  expect(await realTrigger(arrive)).toHaveFocus();
});

it('leaves the focus where it was when the stand-in did not have it', async () => {
  const arrive = renderMenu();
  act(() => screen.getByRole('textbox', { name: 'Buscar' }).focus());
  expect(await realTrigger(arrive)).not.toHaveFocus();
  expect(screen.getByRole('textbox', { name: 'Buscar' })).toHaveFocus();
});
