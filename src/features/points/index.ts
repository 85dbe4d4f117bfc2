export { pointsKeys } from './api/points-queries';
export { PointsOverview } from './components/points-summary';
export { PointsPage } from './components/points-page';
