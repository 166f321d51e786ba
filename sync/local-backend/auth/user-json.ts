import type { SqlSession } from '../database/database'

/** The user object GoTrue returns (models.User's JSON); optional timestamps only when set. */
export interface UserJson {
  readonly id: string
  readonly aud: string
  readonly role: string
  readonly email: string
  readonly phone: string
  readonly app_metadata: Record<string, unknown>
  readonly user_metadata: Record<string, unknown>
  readonly identities: readonly Record<string, unknown>[]
  readonly created_at: string
  readonly updated_at: string
  readonly is_anonymous: boolean
  readonly email_confirmed_at?: string
  readonly confirmed_at?: string
  readonly last_sign_in_at?: string
  readonly recovery_sent_at?: string
  readonly [field: string]: unknown
}

/** What the handlers need to decide, beside the JSON they send back. */
export interface UserRecord {
  readonly id: string
  readonly email: string
  readonly encryptedPassword: string | null
  readonly confirmed: boolean
  readonly banned: boolean
  readonly json: UserJson
}

// Top-level keys whose value is null are dropped (Go's omitempty); nested metadata keeps its nulls.
const withoutNullKeys = (object: string) => `(select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) from jsonb_each(${object}) where value <> 'null'::jsonb)`

const IDENTITY_JSON = withoutNullKeys(`jsonb_build_object(
  'identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id, 'identity_data', i.identity_data,
  'provider', i.provider, 'last_sign_in_at', i.last_sign_in_at, 'created_at', i.created_at,
  'updated_at', i.updated_at, 'email', i.email)`)

// Rendered by Postgres, so timestamps read `2026-11-22T03:41:11.037594+00:00` (TimeZone=UTC).
const USER_JSON = withoutNullKeys(`jsonb_build_object(
  'id', u.id, 'aud', u.aud, 'role', u.role, 'email', coalesce(u.email, ''),
  'email_confirmed_at', u.email_confirmed_at, 'invited_at', u.invited_at, 'phone', coalesce(u.phone, ''),
  'phone_confirmed_at', u.phone_confirmed_at, 'confirmation_sent_at', u.confirmation_sent_at,
  'confirmed_at', least(u.email_confirmed_at, u.phone_confirmed_at), 'recovery_sent_at', u.recovery_sent_at,
  'new_email', nullif(u.email_change, ''), 'email_change_sent_at', u.email_change_sent_at,
  'last_sign_in_at', u.last_sign_in_at, 'app_metadata', u.raw_app_meta_data, 'user_metadata', u.raw_user_meta_data,
  'identities', coalesce((select jsonb_agg(${IDENTITY_JSON} order by i.created_at, i.id) from auth.identities i where i.user_id = u.id), '[]'::jsonb),
  'created_at', u.created_at, 'updated_at', u.updated_at, 'banned_until', u.banned_until, 'is_anonymous', u.is_anonymous)`)

const SELECT_USER = `select u.id::text as id, coalesce(u.email, '') as email, u.encrypted_password,
    u.email_confirmed_at is not null as confirmed,
    coalesce(u.banned_until > $2::timestamptz, false) as banned,
    ${USER_JSON}::text as json
  from auth.users u`

interface UserRow {
  id: string
  email: string
  encrypted_password: string | null
  confirmed: boolean
  banned: boolean
  json: string
}

function toRecord(row: UserRow | undefined): UserRecord | undefined {
  if (!row) return undefined
  return {
    id: row.id,
    email: row.email,
    encryptedPassword: row.encrypted_password,
    confirmed: row.confirmed,
    banned: row.banned,
    json: JSON.parse(row.json) as UserJson,
  }
}

export const isoTime = (ms: number) => new Date(ms).toISOString()

export async function findUserById(db: SqlSession, id: string, nowMs: number): Promise<UserRecord | undefined> {
  return toRecord((await db.query<UserRow>(`${SELECT_USER} where u.id = $1::uuid`, [id, isoTime(nowMs)])).rows[0])
}

/** By address, case-insensitively, among non-SSO users (GoTrue's FindUserByEmailAndAudience). */
export async function findUserByEmail(db: SqlSession, email: string, nowMs: number): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRow>(`${SELECT_USER} where lower(u.email) = lower($1) and u.is_sso_user = false and u.aud = 'authenticated'`, [email, isoTime(nowMs)])
  return toRecord(rows[0])
}

/** The user or a 500-class failure: the caller has just written the row. */
export async function loadUser(db: SqlSession, id: string, nowMs: number): Promise<UserRecord> {
  const user = await findUserById(db, id, nowMs)
  if (!user) throw new Error(`user ${id} vanished`)
  return user
}

/**
 * app_metadata.providers from the identities (first one first, which stays `provider`), as
 * GoTrue's UpdateAppMetaDataProviders.
 */
export async function refreshProviders(tx: SqlSession, userId: string, nowMs: number): Promise<void> {
  await tx.query(
    `update auth.users u set raw_app_meta_data = u.raw_app_meta_data || jsonb_build_object(
        'provider', coalesce(p.providers ->> 0, u.raw_app_meta_data ->> 'provider'), 'providers', p.providers),
        updated_at = $2::timestamptz
      from (select coalesce(jsonb_agg(provider order by first_at), '[]'::jsonb) as providers
              from (select provider, min(created_at) as first_at from auth.identities where user_id = $1::uuid group by provider) ordered) p
     where u.id = $1::uuid`,
    [userId, isoTime(nowMs)],
  )
}

/** Merges keys into user_metadata; a null value removes its key (GoTrue's UpdateUserMetaData). */
export async function mergeUserMetadata(tx: SqlSession, userId: string, updates: Record<string, unknown>, nowMs: number): Promise<void> {
  const removed = Object.keys(updates).filter((key) => updates[key] === null)
  const kept = Object.fromEntries(Object.entries(updates).filter(([, value]) => value !== null))
  await tx.query(
    `update auth.users set raw_user_meta_data = (raw_user_meta_data - array(select jsonb_array_elements_text($3::jsonb))) || $2::jsonb, updated_at = $4::timestamptz where id = $1::uuid`,
    [userId, JSON.stringify(kept), JSON.stringify(removed), isoTime(nowMs)],
  )
}
