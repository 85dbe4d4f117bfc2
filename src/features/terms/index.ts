/** The terms feature's public entry: other features and the app import only what is listed here. */
export { TermsPage } from './components/terms-page';
