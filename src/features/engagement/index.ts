/** The engagement feature's public entry: other features and the app import only what is listed here. */
export { AnonymousEngagement } from './components/anonymous-engagement';
