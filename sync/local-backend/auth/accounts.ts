import type { SqlSession } from '../database/database'
import type { AuthContext } from './context'
import { unprocessable } from './errors'
import { isoTime, mergeUserMetadata, refreshProviders } from './user-json'

export const DUPLICATE_EMAIL_MESSAGE = 'A user with this email address has already been registered'

/**
 * A new email/password user as GoTrue's sign-up stores it: app_metadata {provider: email,
 * providers: [email]}, an `email` identity whose data is {sub, email, email_verified,
 * phone_verified} plus the sign-up `data`, and user_metadata equal to that identity data (which
 * is how the sign-up `data` ends up in user_metadata).
 */
export async function insertEmailUser(tx: SqlSession, auth: AuthContext, input: { id: string; email: string; passwordHash: string; data: Record<string, unknown> }): Promise<void> {
  const identityData: Record<string, unknown> = { ...input.data, sub: input.id, email: input.email, email_verified: false, phone_verified: false }
  const now = isoTime(auth.now())
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1::uuid, 'authenticated', 'authenticated', $2, $3, $4::jsonb, $5::jsonb, $6::timestamptz, $6::timestamptz)`,
    [input.id, input.email, input.passwordHash, JSON.stringify({ provider: 'email', providers: ['email'] }), JSON.stringify(identityData), now],
  )
  await insertIdentity(tx, auth, { userId: input.id, provider: 'email', providerId: input.id, data: identityData })
}

export async function insertIdentity(
  tx: SqlSession,
  auth: AuthContext,
  input: { userId: string; provider: string; providerId: string; data: Record<string, unknown> },
): Promise<void> {
  const now = isoTime(auth.now())
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2::uuid, $3::jsonb, $4, $5::timestamptz, $5::timestamptz, $5::timestamptz)`,
    [input.providerId, input.userId, JSON.stringify(input.data), input.provider, now],
  )
}

/**
 * GoTrue's user.Confirm: the email counts as verified from now on (also in user_metadata and in
 * the identities with that address), and pending link tokens are void.
 */
export async function confirmUser(tx: SqlSession, auth: AuthContext, userId: string): Promise<void> {
  const now = isoTime(auth.now())
  await tx.query(`update auth.users set email_confirmed_at = $2::timestamptz, confirmation_token = '', updated_at = $2::timestamptz where id = $1::uuid`, [userId, now])
  await mergeUserMetadata(tx, userId, { email_verified: true }, auth.now())
  await tx.query(
    `update auth.identities i set identity_data = i.identity_data || '{"email_verified": true}'::jsonb, updated_at = $2::timestamptz
      from auth.users u where u.id = $1::uuid and i.user_id = u.id and i.email = lower(u.email)`,
    [userId, now],
  )
  await tx.query('delete from auth.one_time_tokens where user_id = $1::uuid', [userId])
}

/**
 * A new password (already hashed): pending links are void and every other session is ended, so a
 * changed password signs out the other devices (GoTrue's UpdatePassword).
 */
export async function replacePassword(tx: SqlSession, auth: AuthContext, input: { userId: string; passwordHash: string; keepSessionId?: string | undefined }): Promise<void> {
  await tx.query(
    `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null, recovery_token = '',
        recovery_sent_at = null, email_change_token_new = '', email_change_sent_at = null, updated_at = $3::timestamptz
      where id = $1::uuid`,
    [input.userId, input.passwordHash, isoTime(auth.now())],
  )
  await tx.query('delete from auth.one_time_tokens where user_id = $1::uuid', [input.userId])
  if (input.keepSessionId) {
    await tx.query('delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid', [input.userId, input.keepSessionId])
  } else {
    await tx.query('delete from auth.sessions where user_id = $1::uuid', [input.userId])
  }
}

/** Whether another user already has this address. */
export async function emailTaken(db: SqlSession, email: string, exceptUserId?: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from auth.users where lower(email) = lower($1) and is_sso_user = false and id::text <> $2 limit 1', [email, exceptUserId ?? ''])
  return rows.length > 0
}

/** Completes an email change from its link: the new address replaces the old one everywhere. */
export async function applyEmailChange(tx: SqlSession, auth: AuthContext, userId: string): Promise<void> {
  const { rows } = await tx.query<{ email_change: string | null }>('select email_change from auth.users where id = $1::uuid for update', [userId])
  const newEmail = rows[0]?.email_change
  if (!newEmail) return
  if (await emailTaken(tx, newEmail, userId)) throw unprocessable('email_exists', DUPLICATE_EMAIL_MESSAGE)
  const now = isoTime(auth.now())
  await tx.query(
    `update auth.users set email = email_change, email_change = '', email_change_token_new = '', email_change_sent_at = null, updated_at = $2::timestamptz
      where id = $1::uuid`,
    [userId, now],
  )
  const { rowCount } = await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true), updated_at = $3::timestamptz
      where user_id = $1::uuid and provider = 'email'`,
    [userId, newEmail, now],
  )
  if (rowCount === 0) {
    await insertIdentity(tx, auth, { userId, provider: 'email', providerId: userId, data: { sub: userId, email: newEmail, email_verified: true, phone_verified: false } })
  }
  await refreshProviders(tx, userId, auth.now())
}
