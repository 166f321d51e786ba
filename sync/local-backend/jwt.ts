import { createHmac, timingSafeEqual } from 'node:crypto'

/** Claims of the tokens Supabase issues: user access tokens and the anon / service-role keys. */
export interface JwtClaims {
  readonly role?: string
  readonly sub?: string
  readonly aud?: string | readonly string[]
  readonly exp?: number
  readonly iat?: number
  readonly iss?: string
  readonly [claim: string]: unknown
}

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url')

/** HS256, the algorithm of Supabase's legacy JWT secret that the anon key and user tokens share. */
export function signJwt(claims: JwtClaims, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const payload = base64url(JSON.stringify(claims))
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url')
  return `${header}.${payload}.${signature}`
}

export type JwtFailure =
  /** Not three base64url parts of JSON, or not HS256. */
  | 'malformed'
  | 'bad_signature'
  | 'expired'
  /** No `exp` claim: a token that never expires is refused, whoever signed it. */
  | 'missing_exp'

export type JwtVerification = { readonly ok: true; readonly claims: JwtClaims } | { readonly ok: false; readonly reason: JwtFailure }

/**
 * Checks an HS256 token's signature (constant time) and expiry. `alg: none` and every other
 * algorithm are refused, so a forged token cannot pick its own verification, and so is a token
 * without `exp`: every token this backend issues expires (the project keys after ten years).
 */
export function verifyJwt(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): JwtVerification {
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, reason: 'malformed' }
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts
  let header: unknown
  let claims: unknown
  try {
    header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8'))
    claims = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  if (!isObject(header) || header.alg !== 'HS256' || !isObject(claims)) return { ok: false, reason: 'malformed' }
  const expected = createHmac('sha256', secret).update(`${headerPart}.${payloadPart}`).digest()
  const given = Buffer.from(signaturePart, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad_signature' }
  if (claims.exp === undefined || claims.exp === null) return { ok: false, reason: 'missing_exp' }
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return { ok: false, reason: 'expired' }
  return { ok: true, claims: claims as JwtClaims }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
