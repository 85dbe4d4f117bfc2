export { AddEventPage as default } from '@/features/submissions';
