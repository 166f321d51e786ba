import { randomInt, randomUUID } from 'node:crypto'
import type { SqlSession } from '../database/database'
import { signAccessToken, type AmrEntry, type SessionBody } from './access-token'
import { nowSeconds, type AuthContext } from './context'
import type { WeakPassword } from './validation'
import { isoTime, loadUser } from './user-json'

/** How a session was signed in: its `amr` method (GoTrue's AuthenticationMethod names). */
export type SignInMethod = 'password' | 'otp' | 'oauth' | 'email/signup' | 'recovery' | 'email_change'

export interface DeviceInfo {
  readonly userAgent: string | null
  readonly ip: string
}

const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** GoTrue's version-1 refresh token: 12 random lower-case letters and digits. */
export function newRefreshToken(): string {
  let token = ''
  for (let i = 0; i < 12; i++) token += TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)]
  return token
}

/**
 * Signs a user in: a new session with its first refresh token and `amr` entry, the user's
 * last_sign_in_at, and the session body auth-js stores. Runs inside the caller's transaction.
 */
export async function startSession(
  tx: SqlSession,
  auth: AuthContext,
  input: { userId: string; method: SignInMethod; device: DeviceInfo; weakPassword?: WeakPassword },
): Promise<SessionBody> {
  const now = isoTime(auth.now())
  const sessionId = randomUUID()
  await tx.query(`insert into auth.sessions (id, user_id, created_at, updated_at, user_agent, ip) values ($1::uuid, $2::uuid, $3::timestamptz, $3::timestamptz, $4, $5)`, [
    sessionId,
    input.userId,
    now,
    input.device.userAgent,
    input.device.ip,
  ])
  const refreshToken = newRefreshToken()
  await tx.query(`insert into auth.refresh_tokens (token, user_id, session_id, created_at, updated_at) values ($1, $2::uuid, $3::uuid, $4::timestamptz, $4::timestamptz)`, [
    refreshToken,
    input.userId,
    sessionId,
    now,
  ])
  await tx.query(`insert into auth.mfa_amr_claims (session_id, authentication_method, created_at, updated_at) values ($1::uuid, $2, $3::timestamptz, $3::timestamptz)`, [
    sessionId,
    input.method,
    now,
  ])
  await tx.query('update auth.users set last_sign_in_at = $2::timestamptz, updated_at = $2::timestamptz where id = $1::uuid', [input.userId, now])
  return sessionBody(tx, auth, { userId: input.userId, sessionId, refreshToken, weakPassword: input.weakPassword })
}

/** A fresh access token for a session, with the user as stored now. */
export async function sessionBody(
  tx: SqlSession,
  auth: AuthContext,
  input: { userId: string; sessionId: string; refreshToken: string; weakPassword?: WeakPassword | undefined },
): Promise<SessionBody> {
  const user = await loadUser(tx, input.userId, auth.now())
  const { rows: amr } = await tx.query<AmrEntry>(
    `select authentication_method as method, floor(extract(epoch from updated_at))::float8 as timestamp
       from auth.mfa_amr_claims where session_id = $1::uuid order by updated_at desc`,
    [input.sessionId],
  )
  const lifetime = auth.settings.accessTokenLifetimeSeconds
  const { token, expiresAt } = signAccessToken({
    user: user.json,
    sessionId: input.sessionId,
    amr,
    issuer: auth.baseUrl(),
    nowSeconds: nowSeconds(auth),
    lifetimeSeconds: lifetime,
    secret: auth.backend.keys.jwtSecret,
  })
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: lifetime,
    expires_at: expiresAt,
    refresh_token: input.refreshToken,
    user: user.json,
    ...(input.weakPassword ? { weak_password: input.weakPassword } : {}),
  }
}

export type LogoutScope = 'global' | 'local' | 'others'

/** Ends sessions; their refresh tokens go with them (on delete cascade). */
export async function endSessions(db: SqlSession, scope: LogoutScope, userId: string, sessionId: string | undefined): Promise<void> {
  if (scope === 'local' && sessionId) {
    await db.query('delete from auth.sessions where id = $1::uuid', [sessionId])
  } else if (scope === 'others' && sessionId) {
    await db.query('delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid', [userId, sessionId])
  } else {
    // GoTrue logs a token without a session out everywhere, whatever the scope.
    await db.query('delete from auth.sessions where user_id = $1::uuid', [userId])
  }
}
