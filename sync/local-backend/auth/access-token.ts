import { signJwt } from '../jwt'
import type { UserJson } from './user-json'

export interface AmrEntry {
  readonly method: string
  readonly timestamp: number
}

export interface AccessTokenInput {
  readonly user: UserJson
  readonly sessionId: string
  readonly amr: readonly AmrEntry[]
  /** `<public url>/auth/v1`, as a hosted project's `iss`. */
  readonly issuer: string
  readonly nowSeconds: number
  readonly lifetimeSeconds: number
  readonly secret: string
}

/** An HS256 access token with the claims GoTrue puts in it, in GoTrue's order. */
export function signAccessToken(input: AccessTokenInput): { token: string; expiresAt: number } {
  const { user } = input
  const expiresAt = input.nowSeconds + input.lifetimeSeconds
  const token = signJwt(
    {
      iss: input.issuer,
      sub: user.id,
      aud: user.aud,
      exp: expiresAt,
      iat: input.nowSeconds,
      email: user.email,
      phone: user.phone,
      app_metadata: user.app_metadata,
      user_metadata: user.user_metadata,
      role: user.role,
      aal: 'aal1',
      amr: input.amr,
      session_id: input.sessionId,
      is_anonymous: user.is_anonymous,
    },
    input.secret,
  )
  return { token, expiresAt }
}

export interface SessionBody {
  readonly access_token: string
  readonly token_type: 'bearer'
  readonly expires_in: number
  readonly expires_at: number
  readonly refresh_token: string
  readonly user: UserJson
  readonly weak_password?: { readonly message: string; readonly reasons: readonly string[] }
}

/** The session in a redirect's fragment (GoTrue's AsRedirectURL), plus e.g. `type` or `provider_token`. */
export function sessionFragmentValues(session: SessionBody, extra: Readonly<Record<string, string>>): Record<string, string> {
  return {
    ...extra,
    access_token: session.access_token,
    token_type: session.token_type,
    expires_in: String(session.expires_in),
    expires_at: String(session.expires_at),
    refresh_token: session.refresh_token,
    // GoTrue marks its redirects so clients can tell them from other fragments.
    sb: '',
  }
}
