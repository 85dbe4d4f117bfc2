/** The contact feature's public entry: other features and the app import only what is listed here. */
export { ContactPage } from './components/contact-page';
