export { EditorialPage as default } from '@/features/editorial';
