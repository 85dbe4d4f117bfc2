export { FavoritesRealtime } from './api/favorites-realtime';
export { FavoriteButton, FavoriteToggleProvider } from './components/favorite-button';
export { FavoritesList } from './components/favorites-list';
