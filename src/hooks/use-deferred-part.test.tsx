import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { preloadable } from '@/lib/preloadable';
import { useDeferredPart, type DeferredPartProps } from './use-deferred-part';

/** The "real" part: a trigger with the same name, and an open panel when asked to start open. */
function RealMenu({ defaultOpen, autoFocus }: DeferredPartProps) {
  return (
    <>
      <button type="button" aria-label="Ciudad" data-real autoFocus={autoFocus}>
        Bilbao
      </button>
      {defaultOpen && <ul role="menu" aria-label="Ciudades" />}
    </>
  );
}

/** A real Radix menu as the part, the way the share, city and account menus are built. */
function RadixMenu({ defaultOpen, autoFocus, openedByKeyboard }: DeferredPartProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <button type="button" aria-label="Ciudad" data-real autoFocus={autoFocus}>
          Bilbao
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent openedByKeyboard={openedByKeyboard}>
        <DropdownMenuItem>Bilbao</DropdownMenuItem>
        <DropdownMenuItem>Santander</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** A part whose chunk arrives (or fails) when the test says so. */
function controlledPart() {
  const attempts: Array<{ resolve: (c: ComponentType<DeferredPartProps>) => void; reject: () => void }> = [];
  const part = preloadable(
    () =>
      new Promise<ComponentType<DeferredPartProps>>((resolve, reject) =>
        attempts.push({ resolve, reject: () => reject(new Error('offline')) }),
      ),
  );
  return { part, attempts };
}

function Switcher({ part }: { part: ReturnType<typeof controlledPart>['part'] }) {
  const { Loaded, partProps, standInProps } = useDeferredPart(part);
  if (Loaded) return <Loaded {...partProps} />;
  return (
    <button {...standInProps} aria-haspopup="menu" aria-label="Ciudad">
      Bilbao
    </button>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Ciudad' });

describe('useDeferredPart', () => {
  it('shows a stand-in with the same name, and a click before the code arrives opens the part when it does', async () => {
    const { part, attempts } = controlledPart();
    render(<Switcher part={part} />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).not.toHaveAttribute('data-real');

    await userEvent.click(trigger());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await act(async () => attempts[0]!.resolve(RealMenu));

    expect(await screen.findByRole('menu', { name: 'Ciudades' })).toBeInTheDocument();
    expect(trigger()).toHaveAttribute('data-real');
    expect(trigger()).toHaveFocus();
  });

  it('a part arriving while the stand-in is pressed waits for the click, which then opens it', async () => {
    const { part, attempts } = controlledPart();
    render(<Switcher part={part} />);
    const user = userEvent.setup();
    await user.pointer({ keys: '[MouseLeft>]', target: trigger() });
    await act(async () => attempts[0]!.resolve(RealMenu));
    // Still the stand-in under the finger: the click reaches it.
    expect(trigger()).not.toHaveAttribute('data-real');
    await user.pointer({ keys: '[/MouseLeft]', target: trigger() });

    expect(await screen.findByRole('menu', { name: 'Ciudades' })).toBeInTheDocument();
    expect(trigger()).toHaveAttribute('data-real');
  });

  it('a part already on its way in when the stand-in is pressed opens once it replaces it', async () => {
    const { part, attempts } = controlledPart();
    const { container } = render(<Switcher part={part} />);
    const standIn = trigger();
    fireEvent.pointerEnter(standIn);
    // The code arrives and the swap is scheduled, but not yet drawn when the press starts: the
    // press lands on the stand-in, the release on the real trigger, so the browser sends the click
    // to their common ancestor and neither button sees it.
    attempts[0]!.resolve(RealMenu);
    for (let i = 0; i < 5; i++) await Promise.resolve();
    fireEvent.pointerDown(standIn);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(trigger()).toHaveAttribute('data-real');
    fireEvent.pointerUp(trigger());
    fireEvent.click(container);

    expect(screen.getByRole('menu', { name: 'Ciudades' })).toBeInTheDocument();
  });

  it('a press that ends without a click (dragged away) lets the part in, closed', async () => {
    const { part, attempts } = controlledPart();
    render(<Switcher part={part} />);
    const standIn = trigger();
    fireEvent.pointerDown(standIn);
    await act(async () => attempts[0]!.resolve(RealMenu));
    expect(trigger()).not.toHaveAttribute('data-real');
    fireEvent.pointerCancel(standIn);

    expect(trigger()).toHaveAttribute('data-real');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('keeps the focus on the trigger when the code arrives while the stand-in has it, without opening', async () => {
    const { part, attempts } = controlledPart();
    render(<Switcher part={part} />);
    await userEvent.tab();
    expect(trigger()).toHaveFocus();
    await act(async () => attempts[0]!.resolve(RealMenu));

    expect(trigger()).toHaveAttribute('data-real');
    expect(trigger()).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('fetches the code once the page is idle, with no interaction', async () => {
    const { part, attempts } = controlledPart();
    render(<Switcher part={part} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(attempts).toHaveLength(1);
    await act(async () => attempts[0]!.resolve(RealMenu));
    expect(trigger()).toHaveAttribute('data-real');
    expect(trigger()).not.toHaveFocus();
  });

  it('leaves the stand-in when the fetch fails, and tries again on the next interaction', async () => {
    const { part, attempts } = controlledPart();
    render(<Switcher part={part} />);
    await userEvent.click(trigger());
    await act(async () => attempts.at(-1)!.reject());
    expect(trigger()).not.toHaveAttribute('data-real');

    await userEvent.click(trigger());
    await act(async () => attempts.at(-1)!.resolve(RealMenu));
    expect(await screen.findByRole('menu', { name: 'Ciudades' })).toBeInTheDocument();
  });

  describe('a menu opened from the stand-in before its code arrives', () => {
    it.each([
      ['Enter', '{Enter}'],
      ['Space', ' '],
      ['ArrowDown', '{ArrowDown}'],
    ])('by %s: the first item has the focus, as for a keyboard open, and arrows move on', async (_, key) => {
      const { part, attempts } = controlledPart();
      render(<Switcher part={part} />);
      const user = userEvent.setup();
      await user.tab();
      await user.keyboard(key);
      await act(async () => attempts[0]!.resolve(RadixMenu));

      const menu = await screen.findByRole('menu');
      expect(screen.getByRole('menuitem', { name: 'Bilbao' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('menuitem', { name: 'Santander' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(menu).not.toBeInTheDocument();
      expect(trigger()).toHaveFocus();

      // Opened again with the mouse: Radix's own behaviour, the menu's box has the focus.
      await user.click(trigger());
      expect(await screen.findByRole('menu')).toHaveFocus();
    });

    it('by a mouse click: the menu itself has the focus, no item is picked out', async () => {
      const { part, attempts } = controlledPart();
      render(<Switcher part={part} />);
      await userEvent.click(trigger());
      await act(async () => attempts[0]!.resolve(RadixMenu));

      const menu = await screen.findByRole('menu');
      expect(menu).toHaveFocus();
    });
  });
});
