import { ConfirmDeletionPage } from '@/features/account';

export default function ConfirmDeletionRoute() {
  return <ConfirmDeletionPage />;
}
