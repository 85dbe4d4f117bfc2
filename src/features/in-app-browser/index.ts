/** The in-app-browser feature's public entry: other features and the app import only what is listed here. */
export { InAppBrowserBanner } from './components/in-app-browser-banner';
export { detectInAppBrowser } from './domain/detect';
