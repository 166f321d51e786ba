/**
 * Settings of the local /auth/v1 service. Defaults follow GoTrue 2.186's defaults (or a hosted
 * project's, where they differ), except auto-confirm, which is on so that a local sign-up signs in
 * at once. Tests shorten lifetimes and limits, or move the clock, through these options.
 */
export interface RateLimit {
  /** Requests allowed per window, refilled evenly over it (a token bucket, like GoTrue's limiter). */
  readonly limit: number
  readonly windowSeconds: number
  /** How many may come at once; defaults to `limit`. */
  readonly burst?: number
}

export interface AuthRateLimits {
  /** POST /token per IP for the refresh and PKCE grants. GoTrue: 150 per 5 minutes, bursts of 30. */
  readonly token: RateLimit
  /**
   * Failed password sign-ins per account (email), whatever address they come from: guessing one
   * account's password stops here, and only that account waits.
   */
  readonly signInFailuresPerAccount: RateLimit
  /**
   * Failed password sign-ins per IP, across accounts (password spraying). Roomier than the
   * per-account limit, so people behind one address (a household, a proxy) who mistype now and
   * then still sign in with the right password.
   */
  readonly signInFailuresPerAddress: RateLimit
  /** POST /signup per IP. GoTrue: 30 per 5 minutes. */
  readonly signup: RateLimit
  /** POST /recover per IP. GoTrue: 30 per 5 minutes. */
  readonly recover: RateLimit
  /** GET /verify per IP. GoTrue: 30 per 5 minutes. */
  readonly verify: RateLimit
  /** PUT /user per IP. GoTrue: 30 per 5 minutes. */
  readonly userUpdate: RateLimit
  /** Mails to one address (confirmation, recovery, email change). */
  readonly emailPerAddress: RateLimit
}

export interface AuthOptions {
  /** Sign-up confirms the email at once and returns a session. Off: a confirmation mail is sent. */
  readonly autoConfirm?: boolean
  /** Lifetime of access tokens (GoTrue's JWT_EXP). */
  readonly accessTokenLifetimeSeconds?: number
  /** How long a rotated refresh token may still be presented (concurrent refreshes). */
  readonly refreshTokenReuseIntervalSeconds?: number
  readonly minPasswordLength?: number
  /** How long a PKCE flow (sign-up, recovery, OAuth) may take before its code is exchanged. */
  readonly flowStateLifetimeSeconds?: number
  /** How long the links in confirmation, recovery and email-change mails work. */
  readonly emailLinkLifetimeSeconds?: number
  /** scrypt cost as log2(N); the hash records it, so changing it keeps old hashes working. */
  readonly passwordHashCost?: number
  /** Extra redirect targets besides the site URL's host and loopback: exact URLs, or prefixes ending in `*`. */
  readonly redirectAllowList?: readonly string[]
  readonly rateLimits?: Partial<AuthRateLimits>
  /** Milliseconds since the epoch; tests move it to expire tokens, links and flows without waiting. */
  readonly clock?: () => number
}

export type AuthSettings = Required<Omit<AuthOptions, 'rateLimits'>> & { readonly rateLimits: AuthRateLimits }

const perFiveMinutes = (limit: number, burst = 30): RateLimit => ({ limit, windowSeconds: 300, burst })

export const DEFAULT_RATE_LIMITS: AuthRateLimits = {
  token: perFiveMinutes(150),
  signInFailuresPerAccount: perFiveMinutes(10, 10),
  signInFailuresPerAddress: perFiveMinutes(100, 100),
  signup: perFiveMinutes(30),
  recover: perFiveMinutes(30),
  verify: perFiveMinutes(30),
  userUpdate: perFiveMinutes(30),
  emailPerAddress: { limit: 2, windowSeconds: 60 },
}

export function authSettings(options: AuthOptions = {}): AuthSettings {
  return {
    autoConfirm: options.autoConfirm ?? true,
    accessTokenLifetimeSeconds: options.accessTokenLifetimeSeconds ?? 3600,
    refreshTokenReuseIntervalSeconds: options.refreshTokenReuseIntervalSeconds ?? 10,
    minPasswordLength: options.minPasswordLength ?? 6,
    flowStateLifetimeSeconds: options.flowStateLifetimeSeconds ?? 300,
    emailLinkLifetimeSeconds: options.emailLinkLifetimeSeconds ?? 86_400,
    passwordHashCost: options.passwordHashCost ?? 16,
    redirectAllowList: options.redirectAllowList ?? [],
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    clock: options.clock ?? Date.now,
  }
}
