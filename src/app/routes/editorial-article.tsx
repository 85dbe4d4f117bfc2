import { useParams } from 'react-router-dom';
import { ArticlePage } from '@/features/editorial';

export default function EditorialArticleRoute() {
  const { articleId } = useParams();
  return <ArticlePage key={articleId ?? ''} articleId={articleId ?? ''} />;
}
