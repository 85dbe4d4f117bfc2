export { NewsletterForm } from './components/newsletter-form';
