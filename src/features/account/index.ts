export { AccountPage } from './components/account-page';
export { ConfirmDeletionPage } from './components/confirm-deletion-page';
