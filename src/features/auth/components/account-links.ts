/** The signed-in user's menu (header and mobile side menu). */
export const ACCOUNT_LINKS = [
  { to: '/account', label: 'Mi cuenta' },
  { to: '/points', label: 'Mis puntos' },
  { to: '/ranking', label: 'Ranking' },
] as const;

export const SIGN_OUT_LABEL = 'Cerrar sesión';
