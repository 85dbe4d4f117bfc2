/** The auth feature's public entry: other features and the app import only what is listed here. */
export { useAuth } from './api/auth-context';
export { AuthProvider } from './api/auth-provider';
export { useUpdatePassword } from './api/use-auth-mutations';
export { useModeratorAccess } from './api/use-moderator-access';
export { USER_SCOPED } from './api/user-scope';
export { useAuthDialog } from './components/auth-dialog-context';
export { AuthDialogProvider } from './components/auth-dialog-provider';
export { AuthPage } from './components/auth-page';
export { toastValidation } from './components/auth-toasts';
export { FormError, PasswordField, TextField } from './components/form-fields';
export { MobileUserLinks } from './components/mobile-user-links';
export { RequireAuth } from './components/require-auth';
export { SubmitButton } from './components/submit-button';
export { UserArea } from './components/user-area';
export { validateNewPassword } from './domain/validation';
