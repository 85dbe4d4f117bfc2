import type { CSSProperties } from 'react';

/** react-day-picker in the city's colours, with 44 px month buttons for a finger (filters and the form). */
export const DAY_PICKER_THEME = {
  '--rdp-accent-color': 'rgb(var(--color-primary))',
  '--rdp-accent-background-color': 'rgb(var(--color-primary) / 0.12)',
  '--rdp-nav_button-height': '2.75rem',
  '--rdp-nav_button-width': '2.75rem',
} as CSSProperties;
