type InAppApp = 'instagram' | 'facebook';
type Platform = 'android' | 'ios' | 'other';

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

export function detectInAppBrowser(userAgent: string | null | undefined): InAppBrowser | null {
  if (!userAgent) return null;
  const app = INSTAGRAM.test(userAgent) ? 'instagram' : FACEBOOK.test(userAgent) ? 'facebook' : null;
  return app ? { app, platform: detectPlatform(userAgent) } : null;
}

export const IN_APP_NAMES: Record<InAppApp, string> = { instagram: 'Instagram', facebook: 'Facebook' };
