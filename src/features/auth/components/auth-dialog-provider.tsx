import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { AuthDialogContext } from './auth-dialog-context';

// Loaded the first time it is opened: most visitors never need the forms.
const AuthDialog = lazy(() => import('./auth-dialog'));

/** Lets any component (a favourite star) open the 'Guarda tus favoritos' dialog. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<boolean | null>(null);
  const pending = useRef<((userId: string) => void) | undefined>(undefined);
  // The control that opened it (a star): it gets the focus back on close, as with a Dialog.Trigger.
  const opener = useRef<HTMLElement | null>(null);

  const openAuthDialog = (onSignedIn?: (userId: string) => void) => {
    pending.current = onSignedIn;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  };

  const onSignedIn = (userId: string) => {
    const callback = pending.current;
    pending.current = undefined;
    setOpen(false);
    callback?.(userId);
  };

  const onOpenChange = (next: boolean) => {
    if (!next) pending.current = undefined;
    setOpen(next);
  };

  const onCloseAutoFocus = (event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <AuthDialogContext.Provider value={{ openAuthDialog }}>
      {children}
      {open !== null && (
        <Suspense fallback={null}>
          <AuthDialog
            open={open}
            onOpenChange={onOpenChange}
            onSignedIn={onSignedIn}
            onCloseAutoFocus={onCloseAutoFocus}
          />
        </Suspense>
      )}
    </AuthDialogContext.Provider>
  );
}
