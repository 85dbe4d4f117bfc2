import { createContext, useContext } from 'react';

export interface OpenAuthDialogOptions {
  /** Runs once the visitor is signed in through the dialog (login, or a sign-up that signs in). */
  onSignedIn?: (userId: string) => void;
}

interface AuthDialogApi {
  openAuthDialog: (options?: OpenAuthDialogOptions) => void;
}

/** Outside the provider (isolated component tests) opening the dialog does nothing. */
export const AuthDialogContext = createContext<AuthDialogApi>({ openAuthDialog: () => undefined });

export function useAuthDialog(): AuthDialogApi {
  return useContext(AuthDialogContext);
}
