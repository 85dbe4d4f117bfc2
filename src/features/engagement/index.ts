export { AnonymousEngagement } from './components/anonymous-engagement';
