import { PointsPage } from '@/features/points/components/points-page';

export default function PointsRoute() {
  return <PointsPage />;
}
