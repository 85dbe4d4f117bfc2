/** Whether a request carries the service role: the project's key itself, or a token GoTrue accepts as admin. */
import { bearerToken, decodeJwtPayload } from './jwt.ts';

export async function isServiceRoleRequest(
  req: Request,
  supabaseUrl: string,
  serviceRoleKey: string,
): Promise<boolean> {
  const token = bearerToken(req);
  if (!token) return false;
  if (token === serviceRoleKey) return true;
  if (decodeJwtPayload(token)?.role !== 'service_role') return false;
  // A service-role JWT that is not the configured key (e.g. another signing key): let GoTrue verify it.
  const res = await fetch(`${supabaseUrl.replace(/\/+$/, '')}/auth/v1/admin/users?per_page=1`, {
    headers: { Authorization: `Bearer ${token}`, apikey: token },
  }).catch(() => null);
  await res?.body?.cancel();
  return res?.ok === true;
}
