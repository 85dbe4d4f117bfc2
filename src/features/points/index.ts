/** The points feature's public entry: other features and the app import only what is listed here. */
export { awardPoints } from './api/award-points';
export { invokeFunction } from './api/edge-function';
export { pointsKeys } from './api/points-queries';
export { PointsOverview } from './components/points-overview';
export { PointsPage } from './components/points-page';
