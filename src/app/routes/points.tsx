import { PointsPage } from '@/features/points';

export default function PointsRoute() {
  return <PointsPage />;
}
