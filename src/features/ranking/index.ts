export { rankingKeys } from './api/ranking-queries';
export { RankingBoard, RankingPage } from './components/ranking-board';
