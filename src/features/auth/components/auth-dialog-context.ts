import { createContext, useContext } from 'react';

interface AuthDialogApi {
  /** `onSignedIn` runs once the visitor signs in through the dialog (login, or a sign-up that signs in). */
  openAuthDialog: (onSignedIn?: (userId: string) => void) => void;
}

/** Outside the provider (isolated component tests) opening the dialog does nothing. */
export const AuthDialogContext = createContext<AuthDialogApi>({ openAuthDialog: () => undefined });

export function useAuthDialog(): AuthDialogApi {
  return useContext(AuthDialogContext);
}
