/**
 * In-app browser detection: the banner and the helper show
 * only inside the Instagram or Facebook in-app browsers. Pure: takes the user-agent string.
 *
 * - Instagram writes 'Instagram <version>' into its user agent (Android and iOS).
 * - Facebook (and Messenger) write FBAN/…, FBAV/… or FB_IAB/… ([FBAN/FBIOS;…], [FB_IAB/FB4A;FBAV/…]).
 */

export type InAppApp = 'instagram' | 'facebook';
export type Platform = 'android' | 'ios' | 'other';

export interface InAppBrowser {
  app: InAppApp;
  platform: Platform;
}

const INSTAGRAM = /\bInstagram\b/;
const FACEBOOK = /\bFBAN\/|\bFBAV\/|\bFB_IAB\//;
const ANDROID = /\bAndroid\b/i;
const IOS = /\b(iPhone|iPad|iPod)\b/;

export function detectPlatform(userAgent: string): Platform {
  if (ANDROID.test(userAgent)) return 'android';
  if (IOS.test(userAgent)) return 'ios';
  return 'other';
}

/** The in-app browser the page runs in, or null in any ordinary browser. */
export function detectInAppBrowser(userAgent: string | null | undefined): InAppBrowser | null {
  if (!userAgent) return null;
  const app: InAppApp | null = INSTAGRAM.test(userAgent)
    ? 'instagram'
    : FACEBOOK.test(userAgent)
      ? 'facebook'
      : null;
  return app ? { app, platform: detectPlatform(userAgent) } : null;
}

export const IN_APP_NAMES: Record<InAppApp, string> = { instagram: 'Instagram', facebook: 'Facebook' };
