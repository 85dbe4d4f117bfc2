/** supabase-js keeps the session in local storage under `sb-<project>-auth-token`. */
export const SESSION_KEY = /^sb-.+-auth-token$/;
/** An e-mailed link's session in the URL, which supabase-js is about to read (detectSessionInUrl). */
export const SESSION_IN_URL = /[#&?](access_token|refresh_token|code|error_description)=/;

/**
 * Without a stored session the visitor is anonymous from the first render, so the header does not shift;
 * a session in the URL or unreadable storage count as "maybe".
 */
export function hasStoredSession(): boolean {
  if (SESSION_IN_URL.test(window.location.href)) return true;
  try {
    for (let i = 0; i < window.localStorage.length; i++) {
      if (SESSION_KEY.test(window.localStorage.key(i) ?? '')) return true;
    }
    return false;
  } catch {
    return true;
  }
}
