/**
 * Who a request runs as, decided the way PostgREST 14 does (Auth.hs, Auth/Jwt.hs) behind Supabase's
 * gateway: the `Authorization: Bearer` JWT, or else the apikey itself (the gateway forwards it as
 * the bearer token). The token must be HS256/384/512 with the project secret; `exp` (required here),
 * `nbf` and `iat` are checked with PostgREST's 30 s clock skew; `aud` is checked only when an audience is
 * configured, as in PostgREST (`PGRST_JWT_AUD`), which Supabase leaves unset. The `role` claim
 * picks the database role (`anon` when absent); a role that does not exist fails in the database
 * with 22023 → 401, exactly as PostgREST reports it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { BackendKeys } from '../config'
import type { JwtClaims } from '../jwt'
import { jwtClaimsError, jwtDecodeError } from './errors'

export const ANON_ROLE = 'anon'
const CLOCK_SKEW_SECONDS = 30
const HASHES: Record<string, string> = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' }

export interface AuthResult {
  readonly role: string
  readonly claims: JwtClaims
  /** PostgREST's "authenticated": any role but the anonymous one (42501 → 403 instead of 401). */
  readonly authenticated: boolean
}

export interface AuthOptions {
  readonly keys: BackendKeys
  /** `PGRST_JWT_AUD`: when set, a token's `aud` must name it. */
  readonly audience?: string
  readonly nowSeconds?: number
}

/** Wai's extractBearerAuth: the scheme is case-insensitive; other schemes carry no token. */
function bearerToken(authorization: string | undefined): string | undefined {
  if (authorization === undefined) return undefined
  const match = /^(\S*)(.*)$/s.exec(authorization)
  if (!match || (match[1] ?? '').toLowerCase() !== 'bearer') return undefined
  return (match[2] ?? '').replace(/^\s+/, '')
}

export function authenticate(headers: Readonly<Record<string, string>>, url: URL, options: AuthOptions): AuthResult {
  const token = bearerToken(headers.authorization) ?? headers.apikey ?? url.searchParams.get('apikey') ?? headers['x-api-key']
  if (token === undefined) return { role: ANON_ROLE, claims: { role: ANON_ROLE }, authenticated: false }
  const claims = decodeToken(token, options.keys.jwtSecret)
  checkClaims(claims, options.nowSeconds ?? Math.floor(Date.now() / 1000), options.audience)
  const roleClaim = claims.role
  const role = roleClaim === undefined ? ANON_ROLE : typeof roleClaim === 'string' ? roleClaim : JSON.stringify(roleClaim)
  return { role, claims: { ...claims, role }, authenticated: role !== ANON_ROLE }
}

function decodeToken(token: string, secret: string): Record<string, unknown> {
  if (token === '') throw jwtDecodeError('Empty JWT is sent in Authorization header')
  const parts = token.split('.')
  if (parts.length !== 3) throw jwtDecodeError(`Expected 3 parts in JWT; got ${parts.length}`)
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string]
  const header = parseJson(headerPart)
  if (!isObject(header) || typeof header.alg !== 'string' || !isBase64Url(signaturePart)) throw jwtDecodeError('JWT cryptographic operation failed')
  if (header.alg === 'none') throw jwtDecodeError('Wrong or unsupported encoding algorithm', "JWT is unsecured but expected 'alg' was not 'none'")
  const hash = HASHES[header.alg]
  const expected = hash ? createHmac(hash, secret).update(`${headerPart}.${payloadPart}`).digest() : undefined
  const given = Buffer.from(signaturePart, 'base64url')
  if (!expected || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw jwtDecodeError('No suitable key or wrong key type', 'None of the keys was able to decode the JWT')
  }
  const claims = parseJson(payloadPart)
  if (!isObject(claims)) throw jwtClaimsError('Parsing claims failed')
  return claims
}

/** PostgREST's checkForErrors: the first failing check of exp, nbf, iat, aud; null counts as absent. */
function checkClaims(claims: Record<string, unknown>, now: number, audience: string | undefined): void {
  // Scientific's toBoundedInteger: a fractional number counts as 0.
  const asInteger = (value: number) => (Number.isInteger(value) ? value : 0)
  const timeClaim = (name: string, failed: (value: number) => boolean, message: string) => {
    const value = claims[name]
    if (value === undefined || value === null) return
    if (typeof value !== 'number') throw jwtClaimsError(`The JWT '${name}' claim must be a number`)
    if (failed(asInteger(value))) throw jwtClaimsError(message)
  }
  // PostgREST accepts a token without `exp`; here it is refused (PostgREST's texts otherwise), so a
  // token that never expires, minted once with a leaked secret, is not good forever.
  if (claims.exp === undefined || claims.exp === null) throw jwtClaimsError("The JWT 'exp' claim is required")
  timeClaim('exp', (exp) => now - CLOCK_SKEW_SECONDS > exp, 'JWT expired')
  timeClaim('nbf', (nbf) => now + CLOCK_SKEW_SECONDS < nbf, 'JWT not yet valid')
  timeClaim('iat', (iat) => now + CLOCK_SKEW_SECONDS < iat, 'JWT issued at future')
  const aud = claims.aud
  if (aud === undefined || aud === null) return
  const matches = (value: string) => audience === undefined || value === audience
  if (typeof aud === 'string') {
    if (!matches(aud)) throw jwtClaimsError('JWT not in audience')
  } else if (Array.isArray(aud) && aud.every((item) => typeof item === 'string')) {
    if (aud.length > 0 && !aud.some(matches)) throw jwtClaimsError('JWT not in audience')
  } else {
    throw jwtClaimsError("The JWT 'aud' claim must be a string or an array of strings")
  }
}

function parseJson(part: string): unknown {
  if (!isBase64Url(part)) return undefined
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
}

const isBase64Url = (part: string) => /^[A-Za-z0-9_-]*={0,2}$/.test(part)
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
