import { EditorialPage } from '@/features/editorial/components/editorial-page';

export default function EditorialRoute() {
  return <EditorialPage />;
}
