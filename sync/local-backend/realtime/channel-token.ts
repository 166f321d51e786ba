import type { Caller } from '../database/caller'
import { verifyJwt } from '../jwt'

/** The roles a channel may run its checks as (a token naming any other role is refused). */
const API_ROLES = new Set(['anon', 'authenticated', 'service_role'])

export type ChannelTokenCheck =
  | { readonly ok: true; readonly caller: Caller; readonly expiresAt: number }
  | {
      readonly ok: false
      /** Realtime's error code, prefixed to the reason of a refused join (`InvalidJWTToken: ...`). */
      readonly code: string
      /** Realtime's text, alone in the system message that closes a joined channel. */
      readonly message: string
    }

/**
 * Checks a channel's token as Supabase Realtime does (RealtimeChannel.confirm_token): a valid
 * HS256 signature, `role` and a numeric `exp` present, not expired. The texts are Realtime's.
 */
export function checkChannelToken(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): ChannelTokenCheck {
  // Expiry is checked below, to say how long ago (verifyJwt only says "expired"); with this clock
  // verifyJwt reports 'expired' only for a non-numeric `exp`.
  const verified = verifyJwt(token, secret, Number.MIN_SAFE_INTEGER)
  if (!verified.ok) {
    if (verified.reason === 'bad_signature') return { ok: false, code: 'JwtSignatureError', message: 'Failed to validate JWT signature' }
    if (verified.reason === 'expired' || verified.reason === 'missing_exp') return { ok: false, code: 'InvalidJWTToken', message: 'Fields `role` and `exp` are required in JWT' }
    return { ok: false, code: 'MalformedJWT', message: 'The token provided is not a valid JWT' }
  }
  const { claims } = verified
  if (typeof claims.role !== 'string' || typeof claims.exp !== 'number') {
    return { ok: false, code: 'InvalidJWTToken', message: 'Fields `role` and `exp` are required in JWT' }
  }
  if (claims.exp <= nowSeconds) {
    return { ok: false, code: 'InvalidJWTToken', message: `Token has expired ${nowSeconds - claims.exp} seconds ago` }
  }
  if (!API_ROLES.has(claims.role)) {
    return { ok: false, code: 'Unauthorized', message: `The role ${claims.role} cannot subscribe to changes` }
  }
  return { ok: true, caller: { role: claims.role, claims }, expiresAt: claims.exp }
}
