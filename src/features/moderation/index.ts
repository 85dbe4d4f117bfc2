/** The moderation feature's public entry: other features and the app import only what is listed here. */
export { ModerationLoading } from './components/moderation-loading';
export { ModerationNavLink } from './components/moderation-nav-link';
export { ModerationPage } from './components/moderation-page';
