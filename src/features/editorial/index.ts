/** The editorial feature's public entry: other features and the app import only what is listed here. */
export { ArticlePage } from './components/article-page';
export { EditorialPage } from './components/editorial-page';
