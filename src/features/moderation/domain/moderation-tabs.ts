/** The /moderacion tabs, chosen by `?tab=`; an unknown or missing value opens the submissions. */
export const MODERATION_TABS = ['propuestas', 'fuentes'] as const;
export type ModerationTab = (typeof MODERATION_TABS)[number];

export const MODERATION_TAB_LABELS: Record<ModerationTab, string> = {
  propuestas: 'Propuestas',
  fuentes: 'Fuentes',
};

export function parseModerationTab(value: string | null): ModerationTab {
  return (MODERATION_TABS as readonly string[]).includes(value ?? '')
    ? (value as ModerationTab)
    : 'propuestas';
}
