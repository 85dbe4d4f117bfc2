/** The account feature's public entry: other features and the app import only what is listed here. */
export { AccountPage } from './components/account-page';
export { ConfirmDeletionPage } from './components/confirm-deletion-page';
