export { PointsPage as default } from '@/features/points';
