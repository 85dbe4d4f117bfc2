import { AccountPage } from '@/features/account';

export default function AccountRoute() {
  return <AccountPage />;
}
