import { m } from '@/i18n/paraglide/messages.js';

/** The signed-in user's menu (header and mobile side menu), read when it renders. */
export const accountLinks = () =>
  [
    { to: '/account', label: m.auth_link_account() },
    { to: '/points', label: m.auth_link_points() },
    { to: '/ranking', label: m.auth_link_ranking() },
  ] as const;
