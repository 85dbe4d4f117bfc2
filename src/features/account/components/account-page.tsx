import { useState, type FormEvent, useId, type ReactNode } from 'react';
import { TextField, SubmitButton, useAuth, RequireAuth } from '@/features/auth';
import { useFullName, useUpdateFullName } from '../api/profile-queries';
import { DeleteAccountSection } from './delete-account-section';
import { PasswordForm } from './password-form';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { useTabParam } from '@/components/ui/use-tab-param';
import { PageMeta } from '@/features/city';
import { ACCOUNT_HEAD } from '@/content/page-heads';
import { FavoritesList } from '@/features/favorites';
import { NewsletterForm } from '@/features/newsletter';
import { PointsOverview } from '@/features/points';
import { RankingBoard } from '@/features/ranking';
import { m } from '@/i18n/paraglide/messages.js';

/** The e-mail (read-only) and the full name, which the ranking shows. */
function ProfileForm({ email }: { email: string }) {
  const profile = useFullName();
  const update = useUpdateFullName();
  const [draft, setDraft] = useState<string | null>(null);
  const fullName = draft ?? profile.data ?? '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(fullName, { onSuccess: () => setDraft(null) });
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-labelledby="profile-title">
      <h2 id="profile-title" className="text-xl font-bold text-gray-900">
        {m.account_profile_title()}
      </h2>
      <TextField
        label={m.account_email()}
        type="email"
        value={email}
        readOnly
        hint={m.account_email_hint()}
      />
      <TextField
        label={m.account_full_name()}
        autoComplete="name"
        maxLength={120}
        value={fullName}
        onValueChange={setDraft}
        disabled={profile.isPending}
        hint={m.account_full_name_hint()}
      />
      <SubmitButton pending={update.isPending} pendingText={m.account_saving()}>
        {m.account_save_profile()}
      </SubmitButton>
    </form>
  );
}

function AccountSettings() {
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

const tabs = () =>
  [
    { value: 'account', label: m.account_tab_account() },
    { value: 'points', label: m.account_tab_points() },
    { value: 'ranking', label: m.account_tab_ranking() },
    { value: 'favorites', label: m.account_tab_favorites() },
    { value: 'newsletter', label: m.account_tab_newsletter() },
  ] as const;

const PANELS: Record<ReturnType<typeof tabs>[number]['value'], ReactNode> = {
  account: <AccountSettings />,
  points: <PointsOverview />,
  ranking: <RankingBoard />,
  favorites: <FavoritesList />,
  newsletter: <NewsletterForm />,
};

function AccountContent() {
  const { user } = useAuth();
  const items = tabs();
  const [tab, select] = useTabParam(items);
  const idBase = useId();
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <header className="space-y-1">
        <h1 className="text-3xl font-extrabold text-gray-900">{m.account_title()}</h1>
        <p className="truncate text-gray-700">{user?.email}</p>
      </header>
      <TabList
        idBase={idBase}
        label={m.account_tabs_label()}
        items={items}
        value={tab}
        onValueChange={select}
      />
      <TabPanel idBase={idBase} value={tab} className="pt-2">
        {PANELS[tab]}
      </TabPanel>
    </section>
  );
}

/** /account (?tab=account|points|ranking|favorites|newsletter; 'account' by default); anonymous visitors go to /auth. */
export function AccountPage() {
  return (
    <RequireAuth>
      <PageMeta {...ACCOUNT_HEAD} />
      <AccountContent />
    </RequireAuth>
  );
}
