/**
 * Links that leave an Android in-app browser, to open the page in Chrome or in the system
 * browser. An `intent://` URL asks Android to open the page outside the app:
 * - with `package=com.android.chrome` it opens in Chrome;
 * - without a package Android opens it in the default browser (or lets the visitor choose).
 * The page's own #fragment is left out: the intent syntax uses '#Intent;…' itself.
 */

export interface PageLocation {
  protocol: string;
  host: string;
  pathname: string;
  search: string;
}

function intentUrl(location: PageLocation, extra: string): string {
  const scheme = location.protocol.replace(/:$/, '') || 'https';
  return `intent://${location.host}${location.pathname}${location.search}#Intent;scheme=${scheme};${extra}end`;
}

/** intent://{host}{path}#Intent;scheme=https;package=com.android.chrome;end */
export function chromeIntentUrl(location: PageLocation): string {
  return intentUrl(location, 'package=com.android.chrome;');
}

/** The same page in the system's default browser. */
export function systemBrowserIntentUrl(location: PageLocation): string {
  return intentUrl(location, '');
}
