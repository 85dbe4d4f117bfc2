export { TermsPage as default } from '@/features/terms';
