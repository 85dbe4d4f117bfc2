import { describe, expect, it } from 'vitest';
import { appPath, localeOfPath, localePath } from './locale';

describe('language of a path', () => {
  it.each([
    ['/', 'es', '/'],
    ['/musica', 'es', '/musica'],
    ['/euskal-jaiak', 'es', '/euskal-jaiak'],
    ['/eu', 'eu', '/'],
    ['/eu/', 'eu', '/'],
    ['/eu/musica', 'eu', '/musica'],
    ['/eu/event/abc', 'eu', '/event/abc'],
  ] as const)('%s is %s, the app path %s', (path, locale, app) => {
    expect(localeOfPath(path)).toBe(locale);
    expect(appPath(path)).toBe(app);
  });

  it.each([
    ['es', '/', '/'],
    ['es', '/musica', '/musica'],
    ['eu', '/', '/eu'],
    ['eu', '/musica', '/eu/musica'],
  ] as const)('in %s, %s is at %s', (locale, path, page) => {
    expect(localePath(locale, path)).toBe(page);
  });
});
