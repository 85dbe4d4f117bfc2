export { ConcertsTodayPage } from './components/concerts-today/concerts-today-page';
export { LandingPage } from './components/landing-page';
export { getLanding } from './domain/landings';
export type { LandingId } from './domain/landings';
