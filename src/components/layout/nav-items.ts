import { m } from '@/i18n/paraglide/messages.js';

/** The header's navigation, shared by the desktop bar and the mobile side menu. */
export const navItems = () =>
  [
    { to: '/editorial', label: m.components_nav_editorial() },
    { to: '/contacto', label: m.components_nav_contact() },
  ] as const;

export const ADD_EVENT_PATH = '/add-event';
export const addEventLabel = () => m.components_nav_add_event();
