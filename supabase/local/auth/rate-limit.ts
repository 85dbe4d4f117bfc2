import type { IncomingMessage } from 'node:http';
import { CLIENT_IP_HEADER, UNKNOWN_CLIENT } from '../../functions/_shared/client_ip.ts';
import type { RateLimits } from '../config.ts';
import { socketAddress } from '../http/client-address.ts';
import { AuthError } from './errors.ts';

/**
 * GoTrue's request limits, per client address. Each is a token bucket (GoTrue uses tollbooth over
 * golang.org/x/time/rate): it starts full with `burst` requests and refills at `perSecond`; a request
 * finding it empty is refused with 429 over_request_rate_limit. A bucket unused for an hour is
 * forgotten, as GoTrue's expire after their TTL.
 */
class Bucket {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private sweptAt = 0;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly ttlMs = 3_600_000,
  ) {}

  /** Takes one request from the key's bucket; false when it is empty. */
  take(key: string, now = Date.now()): boolean {
    this.sweep(now);
    const b = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    b.tokens = Math.min(this.burst, b.tokens + ((now - b.at) / 1000) * this.perSecond);
    b.at = now;
    this.buckets.set(key, b);
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }

  private sweep(now: number): void {
    if (now - this.sweptAt < 60_000) return;
    this.sweptAt = now;
    for (const [k, b] of this.buckets) if (now - b.at > this.ttlMs) this.buckets.delete(k);
  }
}

const FIVE_MINUTES = 300;
const ONE_HOUR = 3600;
/** GoTrue's burst for every per-5-minute limit, whatever the configured rate. */
const BURST = 30;

export type LimitName =
  'token' | 'verify' | 'user' | 'signup' | 'anonymous' | 'recover' | 'resend' | 'otp' | 'magiclink';

/**
 * One stack's limits, as GoTrue wires them: /token (every grant) by token_refresh, /verify by
 * token_verifications, sign-up, /recover, /resend, /otp (and /magiclink) and PUT /user each by
 * sign_in_sign_ups in buckets of their own, anonymous sign-ins by anonymous_users per hour. The
 * e-mails sent are counted for the whole instance, not per address, by email_sent per hour.
 */
export class AuthLimits {
  private readonly perAddress: Record<LimitName, Bucket>;
  private readonly email: Bucket;

  constructor(limits: RateLimits) {
    const per5m = (n: number): Bucket => new Bucket(n / FIVE_MINUTES, BURST);
    this.perAddress = {
      token: per5m(limits.tokenRefresh),
      verify: per5m(limits.tokenVerifications),
      user: per5m(limits.signInSignUps),
      signup: per5m(limits.signInSignUps),
      recover: per5m(limits.signInSignUps),
      resend: per5m(limits.signInSignUps),
      otp: per5m(limits.signInSignUps),
      magiclink: per5m(limits.signInSignUps),
      anonymous: new Bucket(limits.anonymousUsers / ONE_HOUR, Math.max(1, limits.anonymousUsers)),
    };
    this.email = new Bucket(limits.emailSent / ONE_HOUR, Math.max(0, Math.floor(limits.emailSent)));
  }

  /** Counts one request of the client against the named limit; 429 when it is spent. */
  check(name: LimitName, req: IncomingMessage): void {
    if (!this.perAddress[name].take(clientKey(req))) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
  }

  /** Counts one e-mail against email_sent; 429 over_email_send_rate_limit when it is spent. */
  checkEmail(): void {
    if (!this.email.take('email_functions')) {
      throw new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
    }
  }
}

/**
 * The client address a limit is kept for: the one the gateway names in CF-Connecting-IP, from the
 * connection (http/client-address.ts drops every address header a client sends), as hosted GoTrue
 * keys its limits on the edge's header; the socket's own address when a request did not pass the
 * gateway. A caller cannot take a fresh bucket per request by writing X-Forwarded-For or the like.
 * Without either, every such request shares one bucket.
 */
export function clientKey(req: IncomingMessage): string {
  const stamped = req.headers[CLIENT_IP_HEADER];
  const value = (Array.isArray(stamped) ? stamped[0] : stamped)?.trim();
  return value || socketAddress(req) || UNKNOWN_CLIENT;
}
