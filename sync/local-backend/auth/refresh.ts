import type { SessionBody } from './access-token'
import type { AuthContext } from './context'
import { AuthError, badRequest, validationFailed } from './errors'
import { newRefreshToken, sessionBody, type DeviceInfo } from './sessions'
import { isoTime } from './user-json'

interface TokenRow {
  token: string
  user_id: string
  session_id: string
  revoked: boolean
  /** When it was issued or, once revoked, when it was rotated. Epoch milliseconds. */
  updated_ms: number
  banned: boolean
}

/**
 * The refresh_token grant with GoTrue's rotation rules (tokens/service.go, algorithm version 1):
 * - a live token is revoked and replaced by a new one in the same session;
 * - a revoked token whose direct child is the session's live token was rotated but the client
 *   never stored the answer (lost response, killed tab): it gets the live token back;
 * - any other revoked token gets the live token within the reuse interval (concurrent
 *   refreshes), and after it is treated as stolen: 400 refresh_token_already_used, and the whole
 *   session is ended, so every token of it stops working.
 */
export async function refreshSession(auth: AuthContext, presented: string, device: DeviceInfo): Promise<SessionBody> {
  if (!/^[a-z0-9]{12}$/.test(presented)) throw validationFailed('Refresh token is not valid')
  const outcome = await auth.backend.db.transaction(async (tx): Promise<SessionBody | AuthError> => {
    const now = auth.now()
    const { rows } = await tx.query<TokenRow>(
      `select t.token, t.user_id::text, t.session_id::text, t.revoked, extract(epoch from t.updated_at)::float8 * 1000 as updated_ms,
              coalesce(u.banned_until > $2::timestamptz, false) as banned
         from auth.refresh_tokens t join auth.users u on u.id = t.user_id
        where t.token = $1 for update of t`,
      [presented, isoTime(now)],
    )
    const token = rows[0]
    if (!token) return badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
    if (token.banned) return badRequest('user_banned', 'Invalid Refresh Token: User Banned')
    await tx.query('select 1 from auth.sessions where id = $1::uuid for update', [token.session_id])

    let issued: string | undefined
    if (token.revoked) {
      const { rows: live } = await tx.query<{ token: string; parent: string | null }>(
        'select token, parent from auth.refresh_tokens where session_id = $1::uuid and revoked = false order by id desc limit 1',
        [token.session_id],
      )
      const active = live[0]
      const withinReuseInterval = now <= token.updated_ms + auth.settings.refreshTokenReuseIntervalSeconds * 1000
      if (active && (active.parent === token.token || withinReuseInterval)) {
        issued = active.token
      } else if (!withinReuseInterval) {
        // Committed together with the refusal: whoever holds this session's tokens is signed out.
        await tx.query('delete from auth.sessions where id = $1::uuid', [token.session_id])
        return badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used')
      }
    }
    if (issued === undefined) {
      issued = newRefreshToken()
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = $2::timestamptz where token = $1', [token.token, isoTime(now)])
      await tx.query(
        `insert into auth.refresh_tokens (token, user_id, session_id, parent, created_at, updated_at)
         values ($1, $2::uuid, $3::uuid, $4, $5::timestamptz, $5::timestamptz)`,
        [issued, token.user_id, token.session_id, token.token, isoTime(now)],
      )
    }
    await tx.query('update auth.sessions set refreshed_at = $2::timestamptz, updated_at = $2::timestamptz, user_agent = $3, ip = $4 where id = $1::uuid', [
      token.session_id,
      isoTime(now),
      device.userAgent,
      device.ip,
    ])
    return sessionBody(tx, auth, { userId: token.user_id, sessionId: token.session_id, refreshToken: issued })
  })
  if (outcome instanceof AuthError) throw outcome
  return outcome
}
