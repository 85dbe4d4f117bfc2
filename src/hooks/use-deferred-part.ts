import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { PRESS_CLICK_GRACE_MS } from '@/config/constants';
import { afterLoadWhenIdle } from '@/lib/idle';
import type { Preloadable } from '@/lib/preloadable';

/** What a deferred part (a menu, a popover, a sheet, with its own trigger) is mounted with. */
export interface DeferredPartProps {
  /** Open at once: the visitor activated the stand-in trigger before the part had arrived. */
  defaultOpen: boolean;
  /** Focus the real trigger on mount: the stand-in it replaces had the focus. */
  autoFocus: boolean;
  /**
   * Opened at once by a key on the stand-in (Enter, Space, ArrowDown). The part's library was not
   * there to see the key, so a menu focuses its first item itself, as it does for a keyboard open.
   */
  openedByKeyboard: boolean;
}

/**
 * A control whose menu or dialog (Radix and its positioning code) is not needed for the first
 * screen: until its chunk arrives, a stand-in trigger that looks and is labelled the same is shown.
 * The chunk is fetched at the first idle moment after load (unless told not to), or as soon as the
 * visitor points at, touches or focuses the stand-in; activating the stand-in opens the part as soon as it is there,
 * and focus moves to the real trigger if the stand-in had it. A part that arrives while the stand-in
 * is being pressed waits for the press to end: the click then lands on the stand-in and opens it
 * (swapped mid-press, the click would reach a trigger that opens on press, and nothing would open).
 * A press that starts while the part is already being drawn in opens it.
 */
export function useDeferredPart<P extends DeferredPartProps>(
  part: Preloadable<ComponentType<P>>,
  /** false for controls repeated on every card: they load on interaction only. */
  { preloadWhenIdle = true }: { preloadWhenIdle?: boolean } = {},
) {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(() => part.current);
  const [defaultOpen, setDefaultOpen] = useState(false);
  const [openedByKeyboard, setOpenedByKeyboard] = useState(false);
  const [focused, setFocused] = useState(false);

  const pressing = useRef(false);
  const held = useRef<ComponentType<P> | null>(null);
  // The part has been handed to React but is not on screen yet (it is drawn a moment later).
  const arriving = useRef(false);
  const show = useCallback((component: ComponentType<P>) => {
    arriving.current = true;
    setLoaded(() => component);
  }, []);
  const load = useCallback(() => {
    // A failed fetch leaves the stand-in; the next interaction tries again.
    part.load().then(
      (component) => {
        if (pressing.current) held.current = component;
        else show(component);
      },
      () => {},
    );
  }, [part, show]);
  const endPress = useCallback(() => {
    pressing.current = false;
    const component = held.current;
    held.current = null;
    if (component) show(component);
  }, [show]);
  useEffect(
    () => (Loaded || !preloadWhenIdle ? undefined : afterLoadWhenIdle(load)),
    [Loaded, load, preloadWhenIdle],
  );

  const activate = (byKeyboard: boolean) => {
    setDefaultOpen(true);
    setOpenedByKeyboard(byKeyboard);
    load();
    endPress();
  };
  const standInProps = {
    type: 'button' as const,
    'aria-expanded': false,
    onPointerEnter: load,
    onPointerDown: () => {
      // Too late to hold the part back: it replaces the stand-in mid-press, and the click then
      // reaches neither button (pressed on one, released on the other). The press opens it instead.
      if (arriving.current) {
        setDefaultOpen(true);
        return;
      }
      pressing.current = true;
      load();
    },
    onPointerUp: () => setTimeout(endPress, PRESS_CLICK_GRACE_MS),
    onPointerCancel: endPress,
    onTouchStart: load,
    onFocus: () => {
      setFocused(true);
      load();
    },
    onBlur: () => setFocused(false),
    // A click from Enter or Space on a button has no pointer behind it (detail 0).
    onClick: (event: MouseEvent) => activate(event.detail === 0),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      activate(true);
    },
  };
  const partProps: DeferredPartProps = {
    defaultOpen,
    autoFocus: focused || defaultOpen,
    openedByKeyboard: defaultOpen && openedByKeyboard,
  };
  return { Loaded, partProps, standInProps };
}
