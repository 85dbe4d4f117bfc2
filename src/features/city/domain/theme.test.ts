import { describe, expect, it } from 'vitest';
import { hexToRgbTriplet, themeVariables } from './theme';

describe('hexToRgbTriplet', () => {
  it.each([
    ['#c8102e', '200 16 46'],
    ['#fff', '255 255 255'],
    ['000000', '0 0 0'],
  ])('%s → %s', (hex, triplet) => expect(hexToRgbTriplet(hex)).toBe(triplet));

  it('rejects what is not a colour', () => {
    expect(() => hexToRgbTriplet('#zz')).toThrow('Color no válido');
  });
});

describe('themeVariables', () => {
  it('maps the three theme colours', () => {
    expect(themeVariables({ primary: '#102030', secondary: '#405060', accent: '#708090' })).toEqual({
      '--color-primary': '16 32 48',
      '--color-secondary': '64 80 96',
      '--color-accent': '112 128 144',
    });
  });
});
