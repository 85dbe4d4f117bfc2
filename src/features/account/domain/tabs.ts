/** The /account tabs, chosen by `?tab=`; an unknown or missing value opens 'account'. */
export const ACCOUNT_TABS = ['account', 'points', 'ranking', 'favorites', 'newsletter'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export const ACCOUNT_TAB_LABELS: Record<AccountTab, string> = {
  account: 'Cuenta',
  points: 'Puntos',
  ranking: 'Ranking',
  favorites: 'Favoritos',
  newsletter: 'Newsletter',
};

export function parseAccountTab(value: string | null): AccountTab {
  return (ACCOUNT_TABS as readonly string[]).includes(value ?? '') ? (value as AccountTab) : 'account';
}
