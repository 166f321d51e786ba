import type { SqlSession } from '../database/database'
import type { AuthContext } from './context'
import { isoTime } from './user-json'

export type MailKind = 'confirmation' | 'recovery' | 'email_change'

export interface OutgoingMail {
  readonly to: string
  readonly kind: MailKind
  readonly subject: string
  readonly link: string
  readonly body: string
}

export interface StoredMail extends OutgoingMail {
  readonly id: number
  readonly created_at: string
}

/**
 * "Sends" a mail: there is no mail server locally, so it is stored in auth.local_mailbox (listed
 * at /auth/v1/mailbox) and printed on the console, where the developer follows its link.
 */
export async function deliverMail(tx: SqlSession, auth: AuthContext, mail: OutgoingMail): Promise<void> {
  await tx.query('insert into auth.local_mailbox (created_at, to_email, kind, subject, link, body) values ($1::timestamptz, $2, $3, $4, $5, $6)', [
    isoTime(auth.now()),
    mail.to,
    mail.kind,
    mail.subject,
    mail.link,
    mail.body,
  ])
  auth.backend.log('auth', `mail to ${mail.to}: ${mail.subject}: ${mail.link}`)
}

/** Newest first; `to` filters by address (case-insensitive). */
export async function listMail(db: SqlSession, filter: { to?: string | null; limit: number }): Promise<StoredMail[]> {
  const { rows } = await db.query<{ json: string }>(
    `select coalesce(json_agg(m order by m.id desc), '[]')::text as json from (
       select id, created_at, to_email as "to", kind, subject, link, body from auth.local_mailbox
        where $1::text is null or lower(to_email) = lower($1::text)
        order by id desc limit $2
     ) m`,
    [filter.to ?? null, filter.limit],
  )
  return JSON.parse(rows[0]?.json ?? '[]') as StoredMail[]
}

const SUBJECTS: Record<MailKind, string> = {
  confirmation: 'Confirm Your Email',
  recovery: 'Reset Your Password',
  email_change: 'Confirm Email Change',
}

/** GoTrue's default subjects and (as text) bodies. */
export function composeMail(kind: MailKind, to: string, link: string, details: { oldEmail?: string } = {}): OutgoingMail {
  const body =
    kind === 'confirmation'
      ? `Confirm your signup\n\nFollow this link to confirm your user:\n${link}`
      : kind === 'recovery'
        ? `Reset Password\n\nFollow this link to reset the password for your user:\n${link}`
        : `Confirm Change of Email\n\nFollow this link to confirm the update of your email from ${details.oldEmail ?? ''} to ${to}:\n${link}`
  return { to, kind, subject: SUBJECTS[kind], link, body }
}
