import { AddEventPage } from '@/features/submissions/components/add-event-page';

export default function AddEventRoute() {
  return <AddEventPage />;
}
