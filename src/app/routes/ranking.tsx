import { RankingPage } from '@/features/ranking';

export default function RankingRoute() {
  return <RankingPage />;
}
