import { useId, type ReactNode } from 'react';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { useTabParam } from '@/components/ui/use-tab-param';
import { PageMeta } from '@/features/city';
import { ACCOUNT_HEAD } from '@/content/page-heads';
import { useAuth, RequireAuth } from '@/features/auth';
import { FavoritesList } from '@/features/favorites';
import { NewsletterForm } from '@/features/newsletter';
import { PointsOverview } from '@/features/points';
import { RankingBoard } from '@/features/ranking';
import { AccountTab as AccountSettings } from './account-tab';

const TABS = [
  { value: 'account', label: 'Cuenta' },
  { value: 'points', label: 'Puntos' },
  { value: 'ranking', label: 'Ranking' },
  { value: 'favorites', label: 'Favoritos' },
  { value: 'newsletter', label: 'Newsletter' },
] as const;

type AccountTab = (typeof TABS)[number]['value'];

const PANELS: Record<AccountTab, () => ReactNode> = {
  account: () => <AccountSettings />,
  points: () => <PointsOverview />,
  ranking: () => <RankingBoard />,
  favorites: () => <FavoritesList />,
  newsletter: () => <NewsletterForm />,
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
        {PANELS[tab]()}
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
