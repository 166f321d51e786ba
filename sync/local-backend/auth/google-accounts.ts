import { createHash, randomUUID } from 'node:crypto'
import type { SqlSession } from '../database/database'
import { confirmUser, insertIdentity } from './accounts'
import type { AuthContext } from './context'
import { isoTime, loadUser, mergeUserMetadata, refreshProviders } from './user-json'

export interface GoogleProfile {
  readonly sub: string
  readonly email: string
  readonly name: string
}

/** A stable, Google-like numeric subject for an address, so the same email is the same account. */
export function standInSubject(email: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 24)}`).toString()
  return `1${digits.padStart(20, '0').slice(-20)}`
}

/** What GoTrue's Google provider puts in identity_data (provider.Claims, empty fields left out). */
function identityData(profile: GoogleProfile): Record<string, unknown> {
  return {
    iss: 'https://www.googleapis.com/userinfo/v2/me',
    sub: profile.sub,
    ...(profile.name ? { name: profile.name, full_name: profile.name } : {}),
    email: profile.email,
    email_verified: true,
    phone_verified: false,
    provider_id: profile.sub,
  }
}

/**
 * GoTrue's createAccountFromExternalIdentity for a verified Google address: the account that
 * already has this Google identity; else the account with this email, which gets the identity
 * linked; else a new account (app_metadata provider google). An unconfirmed account taken over
 * this way loses its unproven password and identities, as GoTrue does against pre-account
 * takeover. Returns the user id.
 */
export async function signInWithGoogleProfile(tx: SqlSession, auth: AuthContext, profile: GoogleProfile): Promise<string> {
  const data = identityData(profile)
  const now = isoTime(auth.now())
  const { rows: identities } = await tx.query<{ user_id: string }>(
    `update auth.identities set identity_data = $3::jsonb, last_sign_in_at = $4::timestamptz, updated_at = $4::timestamptz
      where provider = $1 and provider_id = $2 returning user_id::text`,
    ['google', profile.sub, JSON.stringify(data), now],
  )
  let userId = identities[0]?.user_id
  if (!userId) {
    const { rows: users } = await tx.query<{ id: string }>('select id::text from auth.users where lower(email) = lower($1) and is_sso_user = false', [profile.email])
    userId = users[0]?.id
    if (!userId) {
      userId = randomUUID()
      await tx.query(
        `insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', $1::uuid, 'authenticated', 'authenticated', $2, $3::jsonb, $4::jsonb, $5::timestamptz, $5::timestamptz)`,
        [userId, profile.email, JSON.stringify({ provider: 'google', providers: ['google'] }), JSON.stringify(data), now],
      )
    }
    await insertIdentity(tx, auth, { userId, provider: 'google', providerId: profile.sub, data })
  }
  await mergeUserMetadata(tx, userId, data, auth.now())
  if (!(await loadUser(tx, userId, auth.now())).confirmed) {
    await tx.query(`update auth.users set encrypted_password = null, raw_user_meta_data = $2::jsonb where id = $1::uuid`, [userId, JSON.stringify(data)])
    await tx.query(`delete from auth.identities where user_id = $1::uuid and not (provider = 'google' and provider_id = $2)`, [userId, profile.sub])
    await confirmUser(tx, auth, userId)
  }
  await refreshProviders(tx, userId, auth.now())
  return userId
}

/** Up to 20 addresses used with the stand-in before, for the consent page's quick picks. */
export async function knownGoogleAccounts(db: SqlSession): Promise<{ email: string; name: string }[]> {
  const { rows } = await db.query<{ email: string; name: string }>(
    `select identity_data ->> 'email' as email, coalesce(identity_data ->> 'name', '') as name
       from auth.identities where provider = 'google' order by last_sign_in_at desc nulls last limit 20`,
  )
  return rows
}
