export { ArticlePage } from './components/article-page';
export { EditorialPage } from './components/editorial-page';
