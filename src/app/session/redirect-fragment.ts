import { isUuid } from '../../domain/common'

/**
 * Auth links and the Google sign-in come back to the app with the result in the URL fragment
 * (docs/backend-protocol.md, implicit flow): `#access_token=...&refresh_token=...&expires_at=...&type=`
 * or `#error=...&error_code=...&error_description=...`. Read here without supabase-js and without the
 * network, before the router starts, so the first route already knows who is signed in.
 */
export type AuthRedirect =
  | {
      readonly kind: 'session'
      readonly accessToken: string
      readonly refreshToken: string
      readonly expiresAt: number
      /** `signup`, `recovery`, `email_change`, or null for an OAuth sign-in. */
      readonly type: string | null
      readonly user: { readonly id: string; readonly email: string | null; readonly fullName: string | null }
    }
  | { readonly kind: 'error'; readonly code: string | null; readonly description: string }

export function readAuthRedirect(hash: string, nowMs: number): AuthRedirect | null {
  if (!hash || hash.length < 2) return null
  let params: URLSearchParams
  try {
    params = new URLSearchParams(hash.replace(/^#/, ''))
  } catch {
    return null
  }
  const error = params.get('error_description') ?? params.get('error')
  if (params.has('error') || params.has('error_code') || params.has('error_description')) {
    return { kind: 'error', code: params.get('error_code') || params.get('error') || null, description: error ?? '' }
  }
  const accessToken = params.get('access_token')
  const refreshToken = params.get('refresh_token')
  if (!accessToken || !refreshToken) return null
  const claims = decodeJwtPayload(accessToken)
  if (!claims || typeof claims.sub !== 'string' || !isUuid(claims.sub)) return null
  const nowSeconds = Math.floor(nowMs / 1000)
  const expiresAt = numberOf(params.get('expires_at')) ?? (numberOf(params.get('expires_in')) ?? NaN) + nowSeconds
  const exp = typeof claims.exp === 'number' ? claims.exp : NaN
  const metadata = typeof claims.user_metadata === 'object' && claims.user_metadata !== null ? (claims.user_metadata as Record<string, unknown>) : {}
  const name = typeof metadata.full_name === 'string' ? metadata.full_name : typeof metadata.name === 'string' ? metadata.name : ''
  return {
    kind: 'session',
    accessToken,
    refreshToken,
    expiresAt: Number.isFinite(expiresAt) ? expiresAt : Number.isFinite(exp) ? exp : nowSeconds,
    type: params.get('type') || null,
    user: { id: claims.sub.toLowerCase(), email: typeof claims.email === 'string' && claims.email ? claims.email : null, fullName: name.trim() || null },
  }
}

/** Whether the fragment carries an auth result (so bootstrap removes it from the address bar). */
export function hasAuthFragment(hash: string): boolean {
  return /(^#|&)(access_token|error|error_code|error_description)=/.test(hash)
}

function numberOf(value: string | null): number | null {
  if (value === null || value.trim() === '') return null
  const parsed = Number(value)
  return Number.isFinite(parsed) ? Math.floor(parsed) : null
}

/** The claims of a JWT, read without checking the signature (the server checks it on every call). */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1]
  if (!part) return null
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=')
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes))
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}
