export { ConfirmDeletionPage as default } from '@/features/account';
