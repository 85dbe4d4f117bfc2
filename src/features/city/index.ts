export { siteBaseDomain, useCity } from './city-context';
export { CityHero } from './components/city-hero';
export { CityProvider } from './components/city-provider';
export { PageMeta } from './components/page-meta';
export { cityTownSet } from './domain/city-towns';
