import { describe, expect, it } from 'vitest';
import { prefersBasque, rememberedLanguage } from './remembered';

describe('remembered language', () => {
  it.each([
    ['lang=eu', 'eu'],
    ['a=1; lang=es; b=2', 'es'],
    ['slang=eu', null],
    ['lang=fr', null],
    ['', null],
    [null, null],
  ] as const)('%s → %s', (cookies, locale) => {
    expect(rememberedLanguage(cookies)).toBe(locale);
  });
});

describe('a browser that prefers Basque', () => {
  it.each([
    [['eu'], true],
    [['eu-ES', 'es'], true],
    [['es-ES', 'eu'], false],
    [['en'], false],
    [[], false],
  ] as const)('%j → %s', (languages, prefers) => {
    expect(prefersBasque(languages)).toBe(prefers);
  });
});
