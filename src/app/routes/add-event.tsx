import { AddEventPage } from '@/features/submissions';

export default function AddEventRoute() {
  return <AddEventPage />;
}
