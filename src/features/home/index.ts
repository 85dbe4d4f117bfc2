/** The home feature's public entry: other features and the app import only what is listed here. */
export { HomePage } from './home-page';
