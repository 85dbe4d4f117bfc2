import { ConfirmDeletionPage } from '@/features/account/components/confirm-deletion-page';

export default function ConfirmDeletionRoute() {
  return <ConfirmDeletionPage />;
}
