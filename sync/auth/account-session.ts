import type { Session, User } from '@supabase/supabase-js'

/** The signed-in user as the app needs it (no Supabase types leave sync/). */
export interface AccountUser {
  readonly id: string
  readonly email: string | null
  /** `user_metadata.full_name` from sign-up (or the Google profile's name). */
  readonly fullName: string | null
}

/** A server session: tokens and their expiry, plus who it belongs to. */
export interface AccountSession {
  readonly accessToken: string
  readonly refreshToken: string
  /** Unix seconds when the access token expires. */
  readonly expiresAt: number
  readonly user: AccountUser
}

export function toAccountUser(user: Pick<User, 'id' | 'email' | 'user_metadata'>): AccountUser {
  const metadata = (user.user_metadata ?? {}) as Record<string, unknown>
  const name = typeof metadata.full_name === 'string' ? metadata.full_name : typeof metadata.name === 'string' ? metadata.name : ''
  return { id: user.id, email: user.email ?? null, fullName: name.trim() || null }
}

export function toAccountSession(session: Session, nowMs: number): AccountSession {
  const expiresAt = session.expires_at ?? Math.floor(nowMs / 1000) + (session.expires_in ?? 0)
  return { accessToken: session.access_token, refreshToken: session.refresh_token, expiresAt, user: toAccountUser(session.user) }
}
