/** The favorites feature's public entry: other features and the app import only what is listed here. */
export { FavoritesRealtime } from './api/favorites-realtime';
export { FavoriteButton } from './components/favorite-button';
export { FavoriteEventButton } from './components/favorite-event-button';
export { FavoriteToggleProvider } from './components/favorite-toggle-provider';
export { FavoritesList } from './components/favorites-list';
