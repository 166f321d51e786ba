import { createHash, randomBytes } from 'node:crypto'
import type { SqlSession } from '../database/database'
import type { AuthContext } from './context'
import { forbidden } from './errors'
import { goQueryEscape } from './redirect'
import { isoTime } from './user-json'

/** The `type` of a /verify link and where its token lives. */
export type LinkType = 'signup' | 'recovery' | 'email_change'

const TOKEN_COLUMNS: Record<LinkType, { tokenType: string; token: string; sentAt: string }> = {
  signup: { tokenType: 'confirmation_token', token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { tokenType: 'recovery_token', token: 'recovery_token', sentAt: 'recovery_sent_at' },
  email_change: { tokenType: 'email_change_token_new', token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
}

export const PKCE_PREFIX = 'pkce_'

/**
 * A new link token for a user, replacing any earlier one of the same type: GoTrue's shape (a
 * SHA-224 hex digest of the address and a secret, `pkce_`-prefixed for PKCE flows), kept on the
 * user row and in auth.one_time_tokens. The secret is 32 random bytes rather than GoTrue's 6-digit
 * code, because nothing here verifies typed codes, so the link need not be guessable at all.
 */
export async function createLinkToken(tx: SqlSession, auth: AuthContext, input: { userId: string; address: string; type: LinkType; pkce: boolean }): Promise<string> {
  const hash = createHash('sha224')
    .update(input.address + randomBytes(32).toString('hex'))
    .digest('hex')
  const token = input.pkce ? PKCE_PREFIX + hash : hash
  const columns = TOKEN_COLUMNS[input.type]
  const now = isoTime(auth.now())
  await tx.query(`update auth.users set ${columns.token} = $2, ${columns.sentAt} = $3::timestamptz, updated_at = $3::timestamptz where id = $1::uuid`, [input.userId, token, now])
  await tx.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values ($1::uuid, $2, $3, $4, $5::timestamptz, $5::timestamptz)
     on conflict (user_id, token_type) do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
       created_at = excluded.created_at, updated_at = excluded.updated_at`,
    [input.userId, columns.tokenType, token, input.address, now],
  )
  return token
}

/** `<base>/verify?token=...&type=...&redirect_to=...` as GoTrue's mailer writes it. */
export function verifyLink(auth: AuthContext, token: string, type: LinkType, redirectTo: string): string {
  // GoTrue escapes redirect_to only when it holds & = or #.
  const redirect = /[&=#]/.test(redirectTo) ? goQueryEscape(redirectTo) : redirectTo
  return `${auth.baseUrl()}/verify?token=${goQueryEscape(token)}&type=${type}&redirect_to=${redirect}`
}

/**
 * The user a link token belongs to, consuming the token; 403 otp_expired when it is unknown, used
 * or older than the link lifetime (GoTrue's verifyTokenHash).
 */
export async function consumeLinkToken(tx: SqlSession, auth: AuthContext, token: string, type: LinkType): Promise<string> {
  const columns = TOKEN_COLUMNS[type]
  const { rows } = await tx.query<{ user_id: string; created_ms: number; banned: boolean }>(
    `select t.user_id::text, extract(epoch from t.created_at)::float8 * 1000 as created_ms, coalesce(u.banned_until > $3::timestamptz, false) as banned
       from auth.one_time_tokens t join auth.users u on u.id = t.user_id
      where t.token_hash = $1 and t.token_type = $2 for update of t`,
    [token, columns.tokenType, isoTime(auth.now())],
  )
  const found = rows[0]
  if (!found || auth.now() > found.created_ms + auth.settings.emailLinkLifetimeSeconds * 1000) {
    throw forbidden('otp_expired', 'Email link is invalid or has expired')
  }
  if (found.banned) throw forbidden('user_banned', 'User is banned')
  await tx.query('delete from auth.one_time_tokens where user_id = $1::uuid and token_type = $2', [found.user_id, columns.tokenType])
  await tx.query(`update auth.users set ${columns.token} = '' where id = $1::uuid`, [found.user_id])
  return found.user_id
}
