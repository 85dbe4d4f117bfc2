export { rankingKeys } from './api/ranking-queries';
export { RankingBoard } from './components/ranking-board';
export { RankingPage } from './components/ranking-page';
