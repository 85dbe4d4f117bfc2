/** The ranking feature's public entry: other features and the app import only what is listed here. */
export { rankingKeys } from './api/ranking-queries';
export { RankingBoard } from './components/ranking-board';
export { RankingPage } from './components/ranking-page';
