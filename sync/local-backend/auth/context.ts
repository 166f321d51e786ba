import type { BackendContext, BackendRequest } from '../http/types'
import { verifyJwt, type JwtClaims } from '../jwt'
import { AuthError, forbidden, tooManyRequests } from './errors'
import type { AuthSettings, RateLimit } from './options'
import type { RateLimiter } from './rate-limit'
import type { RedirectRules } from './redirect'
import { bearerToken } from './request'
import { findUserById, type UserRecord } from './user-json'
import { isUuid } from './validation'

/** What every auth handler works with: the backend, the settings and the shared limiter. */
export interface AuthContext {
  readonly backend: BackendContext
  readonly settings: AuthSettings
  readonly limiter: RateLimiter
  readonly redirects: RedirectRules
  /** Milliseconds, from the settings' clock. */
  now(): number
  /** `<public url>/auth/v1`: the tokens' `iss` and the base of every link. */
  baseUrl(): string
}

export const nowSeconds = (auth: AuthContext) => Math.floor(auth.now() / 1000)

/** GoTrue's per-IP limiter answer: 429 over_request_rate_limit. */
export function limitPerIp(auth: AuthContext, request: Pick<BackendRequest, 'ip'>, name: string, limit: RateLimit): void {
  if (!auth.limiter.take(`${name}:${request.ip}`, limit)) throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached')
}

/** Mails per address: 429 over_email_send_rate_limit with GoTrue's "after N seconds" text. */
export function limitEmailsTo(auth: AuthContext, address: string): void {
  const wait = auth.limiter.waitSeconds(`email:${address.toLowerCase()}`, auth.settings.rateLimits.emailPerAddress)
  if (wait > 0) throw tooManyRequests('over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`)
}

export interface Authenticated {
  readonly claims: JwtClaims
  readonly user: UserRecord
  /** The session the token belongs to (tokens without `session_id` have none). */
  readonly sessionId?: string
}

const NIL_UUID = '00000000-0000-0000-0000-000000000000'
const JWT_FAILURES = {
  malformed: 'token is malformed: could not base64 decode or JSON decode the token',
  bad_signature: 'token signature is invalid: signature is invalid',
  expired: 'token has invalid claims: token is expired',
  missing_exp: 'token has invalid claims: token is missing required claim: exp claim is required',
} as const

/**
 * GoTrue's requireAuthentication: a valid user JWT whose user and session still exist. A token
 * of a signed-out session gets 403 session_not_found, which auth-js treats as "signed out".
 */
export async function authenticate(auth: AuthContext, request: BackendRequest): Promise<Authenticated> {
  const token = bearerToken(request)
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  const verified = verifyJwt(token, auth.backend.keys.jwtSecret, nowSeconds(auth))
  if (!verified.ok) throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${JWT_FAILURES[verified.reason]}`)
  const { claims } = verified
  if (typeof claims.sub !== 'string' || claims.sub === '') throw forbidden('bad_jwt', 'invalid claim: missing sub claim')
  if (!isUuid(claims.sub)) throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID')
  const user = await findUserById(auth.backend.db, claims.sub, auth.now())
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist')

  const sessionId = typeof claims.session_id === 'string' && claims.session_id !== '' && claims.session_id !== NIL_UUID ? claims.session_id : undefined
  if (sessionId !== undefined) {
    if (!isUuid(sessionId)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID')
    const { rows } = await auth.backend.db.query('select 1 from auth.sessions where id = $1::uuid', [sessionId])
    if (rows.length === 0) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist')
  }
  return { claims, user, ...(sessionId ? { sessionId } : {}) }
}
