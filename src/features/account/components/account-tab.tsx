import { useAuth } from '@/features/auth';
import { DeleteAccountSection } from './delete-account-section';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/** The 'account' tab: profile, password, deletion. */
export function AccountTab() {
  const { user } = useAuth();
  const email = user?.email ?? '';
  return (
    <div className="space-y-10">
      <div className="rounded-3xl border border-gray-200 bg-white p-6 shadow-sm">
        <ProfileForm email={email} />
      </div>
      <div className="rounded-3xl border border-gray-200 bg-white p-6 shadow-sm">
        <PasswordForm />
      </div>
      <DeleteAccountSection email={email} />
    </div>
  );
}
