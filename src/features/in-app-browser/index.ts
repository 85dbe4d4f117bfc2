export { InAppBrowserBanner } from './components/in-app-browser-banner';
export { detectInAppBrowser } from './domain/detect';
