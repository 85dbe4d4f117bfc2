export { siteBaseDomain, useCity } from './city-context';
export { CityHero } from './components/city-hero';
export { CityProvider } from './components/city-provider';
export { PageMeta } from './components/page-meta';
export { cityNames, type CityNames } from '@/i18n/city-names';
export { cityTownSet } from './domain/city-towns';
