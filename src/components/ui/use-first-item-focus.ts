import { useCallback, useRef, type FocusEvent } from 'react';

/**
 * onFocus for a menu mounted already open by a key on a stand-in trigger (see useDeferredPart).
 * Radix moves the focus to the first item only for a key it heard itself; this one was pressed
 * before the menu was there, so Radix focuses the menu's box. The first time it does, the focus goes
 * on to the first item, as for any keyboard open. Later opens are Radix's own.
 */
export function useFirstItemFocus(openedByKeyboard: boolean) {
  const pending = useRef(openedByKeyboard);
  return useCallback((event: FocusEvent<HTMLElement>) => {
    if (!pending.current || event.target !== event.currentTarget) return;
    pending.current = false;
    event.currentTarget
      .querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')
      ?.focus({ preventScroll: true });
  }, []);
}
