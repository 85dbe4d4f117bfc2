import { describe, expect, it } from 'vitest';
import { detectInAppBrowser, detectPlatform } from './detect';
import { chromeIntentUrl, systemBrowserIntentUrl } from './open-links';
import { USER_AGENTS as UA } from './user-agents.fixture';

describe('detectInAppBrowser', () => {
  it.each([
    ['Instagram on Android', UA.instagramAndroid, { app: 'instagram', platform: 'android' }],
    ['Instagram on iPhone', UA.instagramIos, { app: 'instagram', platform: 'ios' }],
    ['Instagram on iPad', UA.instagramIpad, { app: 'instagram', platform: 'ios' }],
    ['Facebook on iPhone (FBAN)', UA.facebookIos, { app: 'facebook', platform: 'ios' }],
    ['Facebook on Android (FB_IAB / FBAV)', UA.facebookAndroid, { app: 'facebook', platform: 'android' }],
    ['Messenger on iPhone', UA.messengerIos, { app: 'facebook', platform: 'ios' }],
    ['Chrome on Android', UA.chromeAndroid, null],
    ['Safari on iPhone', UA.safariIos, null],
    ['Chrome on iPhone', UA.chromeIos, null],
    ['Chrome on Windows', UA.chromeDesktop, null],
    ['Firefox on Linux', UA.firefoxDesktop, null],
    ["Facebook's link crawler (not a browser)", UA.facebookCrawler, null],
    ['an empty user agent', '', null],
    ['no user agent', undefined, null],
  ])('%s', (_name, userAgent, expected) => {
    expect(detectInAppBrowser(userAgent)).toEqual(expected);
  });

  it('reads only the FBAV marker too', () => {
    expect(detectInAppBrowser('Mozilla/5.0 (Linux; Android 9) [FBAV/300.0;]')).toEqual({
      app: 'facebook',
      platform: 'android',
    });
  });
});

describe('detectPlatform', () => {
  it.each([
    [UA.chromeAndroid, 'android'],
    [UA.safariIos, 'ios'],
    [UA.instagramIpad, 'ios'],
    [UA.chromeDesktop, 'other'],
    ['', 'other'],
  ])('%s → %s', (userAgent, platform) => {
    expect(detectPlatform(userAgent)).toBe(platform);
  });
});

describe('intent links', () => {
  const location = {
    protocol: 'https:',
    host: 'bilbao.agendanorte.es',
    pathname: '/editorial/2',
    search: '?city=pamplona',
  };

  it('opens the page in Chrome', () => {
    expect(chromeIntentUrl(location)).toBe(
      'intent://bilbao.agendanorte.es/editorial/2?city=pamplona#Intent;scheme=https;package=com.android.chrome;end',
    );
  });

  it('opens the page in the system browser', () => {
    expect(systemBrowserIntentUrl(location)).toBe(
      'intent://bilbao.agendanorte.es/editorial/2?city=pamplona#Intent;scheme=https;end',
    );
  });

  it('keeps the scheme of the page', () => {
    expect(chromeIntentUrl({ protocol: 'http:', host: 'localhost:4173', pathname: '/', search: '' })).toBe(
      'intent://localhost:4173/#Intent;scheme=http;package=com.android.chrome;end',
    );
  });
});
