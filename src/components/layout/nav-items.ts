/** The header's navigation, shared by the desktop bar and the mobile side menu. */
export const NAV_ITEMS = [
  { to: '/editorial', label: 'Editorial' },
  { to: '/contacto', label: 'Contacto' },
] as const;

export const ADD_EVENT_PATH = '/add-event';
export const ADD_EVENT_LABEL = 'Añadir evento';
