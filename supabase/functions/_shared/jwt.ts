/** Bearer tokens: parsing only (no verification — auth.ts verifies with GoTrue). Pure. */

export function bearerToken(req: Request): string | null {
  const header = req.headers.get('authorization') ?? '';
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1]! : null;
}

/** The payload of a JWT, decoded without verifying (only to tell a user token from a project key). */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const b64 = parts[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (ch) => ch.charCodeAt(0));
    const payload = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? payload : null;
  } catch {
    return null;
  }
}

/** True when the token claims to be a signed-in user's (has a subject and is not a project key). */
export function isUserToken(token: string): boolean {
  const payload = decodeJwtPayload(token);
  if (!payload) return false;
  return (
    typeof payload.sub === 'string' &&
    payload.sub !== '' &&
    payload.role !== 'anon' &&
    payload.role !== 'service_role'
  );
}
