import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_VERSION = '2024-01-01';

/** GoTrue's error shape for requests with X-Supabase-Api-Version ≥ 2024-01-01: {code, message}. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function sendAuthJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'X-Supabase-Api-Version': API_VERSION,
    ...headers,
  });
  res.end(JSON.stringify(body));
}

/**
 * GoTrue answers an error in the shape of the API version the request names: {code, message} from
 * X-Supabase-Api-Version 2024-01-01 on (what supabase-js sends), else the original
 * {code: <HTTP status>, error_code, msg}.
 */
export function sendAuthError(req: IncomingMessage, res: ServerResponse, e: AuthError): void {
  const v = req.headers['x-supabase-api-version'];
  const version = (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(version) && version >= API_VERSION) {
    sendAuthJson(res, e.status, { code: e.code, message: e.message, ...e.extra });
    return;
  }
  res.writeHead(e.status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ code: e.status, error_code: e.code, msg: e.message, ...e.extra }));
}

export const errors = {
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  emailExists: () =>
    new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  weakPassword: (min: number) =>
    new AuthError(422, 'weak_password', `Password should be at least ${min} characters.`, {
      weak_password: { reasons: ['length'] },
    }),
  /** The stack's own rule (GoTrue has none): no control characters, not only white space. */
  weakPasswordCharacters: (message: string) =>
    new AuthError(422, 'weak_password', message, { weak_password: { reasons: ['characters'] } }),
  /** GoTrue's per-user e-mail frequency ([auth.email] max_frequency). */
  emailTooSoon: (seconds: number) =>
    new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
    ),
  samePassword: () =>
    new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  noAuthorization: () =>
    new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) =>
    new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  sessionNotFound: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  refreshNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshAlreadyUsed: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  invalidEmail: () =>
    new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format'),
  missingCredentials: () =>
    new AuthError(
      400,
      'validation_failed',
      'You must provide either an email or phone number and a password',
    ),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  userNotFound: () => new AuthError(404, 'user_not_found', 'User not found'),
  badJson: () => new AuthError(400, 'bad_json', 'Could not parse request body as JSON'),
  notFound: () => new AuthError(404, 'not_found', 'Not found'),
  userBanned: () => new AuthError(400, 'user_banned', 'User is banned'),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired'),
  validation: (msg: string) => new AuthError(400, 'validation_failed', msg),
  unsupportedGrant: () => new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type'),
  badCodeVerifier: () =>
    new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier'),
  flowStateNotFound: () =>
    new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
};

const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function validEmail(email: string): boolean {
  return email.length <= 255 && EMAIL_RE.test(email);
}
