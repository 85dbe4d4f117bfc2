/** The newsletter feature's public entry: other features and the app import only what is listed here. */
export { NewsletterForm } from './components/newsletter-form';
