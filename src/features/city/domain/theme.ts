import type { CityTheme } from '@/config/types';

/** '#c8102e' → '200 16 46', the form the Tailwind colour variables expect. */
export function hexToRgbTriplet(hex: string): string {
  const clean = hex.replace('#', '');
  const full = clean.length === 3 ? [...clean].map((c) => c + c).join('') : clean;
  const value = Number.parseInt(full, 16);
  if (full.length !== 6 || Number.isNaN(value)) throw new Error(`Color no válido: ${hex}`);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255].join(' ');
}

export function themeVariables(theme: CityTheme): Record<string, string> {
  return {
    '--color-primary': hexToRgbTriplet(theme.primary),
    '--color-secondary': hexToRgbTriplet(theme.secondary),
    '--color-accent': hexToRgbTriplet(theme.accent),
  };
}
