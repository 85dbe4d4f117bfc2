import { RankingPage } from '@/features/ranking/components/ranking-page';

export default function RankingRoute() {
  return <RankingPage />;
}
