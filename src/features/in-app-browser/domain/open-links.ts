/**
 * `intent://` links that open the page outside an Android in-app browser: in Chrome with its package,
 * else in the default browser. The page's #fragment is left out: the syntax uses '#Intent;…'.
 */
type PageLocation = Pick<Location, 'protocol' | 'host' | 'pathname' | 'search'>;

function intentUrl(location: PageLocation, extra: string): string {
  const scheme = location.protocol.replace(/:$/, '') || 'https';
  return `intent://${location.host}${location.pathname}${location.search}#Intent;scheme=${scheme};${extra}end`;
}

export function chromeIntentUrl(location: PageLocation): string {
  return intentUrl(location, 'package=com.android.chrome;');
}

export function systemBrowserIntentUrl(location: PageLocation): string {
  return intentUrl(location, '');
}
