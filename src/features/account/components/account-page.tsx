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
        Tu perfil
      </h2>
      <TextField label="Email" type="email" value={email} readOnly hint="El email no se puede cambiar" />
      <TextField
        label="Nombre completo"
        autoComplete="name"
        maxLength={120}
        value={fullName}
        onValueChange={setDraft}
        disabled={profile.isPending}
        hint="Es el nombre que aparece en el ranking."
      />
      <SubmitButton pending={update.isPending} pendingText="Guardando…">
        Guardar perfil
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

const TABS = [
  { value: 'account', label: 'Cuenta' },
  { value: 'points', label: 'Puntos' },
  { value: 'ranking', label: 'Ranking' },
  { value: 'favorites', label: 'Favoritos' },
  { value: 'newsletter', label: 'Newsletter' },
] as const;

const PANELS: Record<(typeof TABS)[number]['value'], ReactNode> = {
  account: <AccountSettings />,
  points: <PointsOverview />,
  ranking: <RankingBoard />,
  favorites: <FavoritesList />,
  newsletter: <NewsletterForm />,
};

function AccountContent() {
  const { user } = useAuth();
  const [tab, select] = useTabParam(TABS);
  const idBase = useId();
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <header className="space-y-1">
        <h1 className="text-3xl font-extrabold text-gray-900">Mi cuenta</h1>
        <p className="truncate text-gray-700">{user?.email}</p>
      </header>
      <TabList
        idBase={idBase}
        label="Secciones de tu cuenta"
        items={TABS}
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
