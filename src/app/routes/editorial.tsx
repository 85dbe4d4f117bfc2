import { EditorialPage } from '@/features/editorial';

export default function EditorialRoute() {
  return <EditorialPage />;
}
