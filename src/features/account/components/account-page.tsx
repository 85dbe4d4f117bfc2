import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/features/city';
import { ACCOUNT_HEAD } from '@/content/page-heads';
import { useAuth, RequireAuth, TabList, TabPanel } from '@/features/auth';
import { FavoritesList } from '@/features/favorites';
import { NewsletterForm } from '@/features/newsletter';
import { PointsOverview } from '@/features/points';
import { RankingBoard } from '@/features/ranking';
import { ACCOUNT_TAB_LABELS, ACCOUNT_TABS, parseAccountTab, type AccountTab } from '../domain/tabs';
import { AccountTab as AccountSettings } from './account-tab';

const TAB_ITEMS = ACCOUNT_TABS.map((value) => ({ value, label: ACCOUNT_TAB_LABELS[value] }));

const PANELS: Record<AccountTab, () => ReactNode> = {
  account: () => <AccountSettings />,
  points: () => <PointsOverview />,
  ranking: () => <RankingBoard />,
  favorites: () => <FavoritesList />,
  newsletter: () => <NewsletterForm />,
};

function AccountContent() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const tab = parseAccountTab(params.get('tab'));
  const idBase = useId();
  const select = (next: AccountTab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <header className="space-y-1">
        <h1 className="text-3xl font-extrabold text-gray-900">Mi cuenta</h1>
        <p className="truncate text-gray-700">{user?.email}</p>
      </header>
      <TabList
        idBase={idBase}
        label="Secciones de tu cuenta"
        items={TAB_ITEMS}
        value={tab}
        onValueChange={select}
      />
      <TabPanel idBase={idBase} value={tab} className="pt-2">
        {PANELS[tab]()}
      </TabPanel>
    </section>
  );
}

/** /account (?tab=account|points|ranking|favorites|newsletter); anonymous visitors go to /auth. */
export function AccountPage() {
  return (
    <RequireAuth>
      <PageMeta {...ACCOUNT_HEAD} />
      <AccountContent />
    </RequireAuth>
  );
}
