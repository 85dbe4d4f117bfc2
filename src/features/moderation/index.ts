export { ModerationNavLink } from './components/moderation-nav-link';
export { ModerationPage } from './components/moderation-page';
