import { createHash, randomUUID, timingSafeEqual } from 'node:crypto'
import type { SqlSession } from '../database/database'
import type { AuthContext } from './context'
import { AuthError, badRequest, unprocessable } from './errors'
import type { SignInMethod } from './sessions'
import { isoTime } from './user-json'
import { isUuid, type CodeChallenge } from './validation'

/**
 * PKCE and OAuth flows in progress (GoTrue's auth.flow_state). A flow is created when the client
 * sends its code challenge (sign-up, recovery, email change, /authorize), gets its user and auth
 * code when the link or callback completes, and is consumed by /token?grant_type=pkce.
 */
export async function createFlowState(
  tx: SqlSession,
  auth: AuthContext,
  input: { providerType: string; method: SignInMethod; code?: CodeChallenge | undefined; userId?: string; referrer?: string },
): Promise<{ id: string; authCode: string | null }> {
  const id = randomUUID()
  const authCode = input.code ? randomUUID() : null
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method, referrer, created_at, updated_at)
     values ($1::uuid, $2::uuid, $3, $4, $5, $6, $7, $8, $9::timestamptz, $9::timestamptz)`,
    [id, input.userId ?? null, authCode, input.code?.method ?? null, input.code?.challenge ?? null, input.providerType, input.method, input.referrer ?? null, isoTime(auth.now())],
  )
  return { id, authCode }
}

/** The auth code of the user's latest PKCE flow of this kind (GoTrue's issueAuthCode). */
export async function issueAuthCode(tx: SqlSession, auth: AuthContext, userId: string, method: SignInMethod): Promise<string> {
  const { rows } = await tx.query<{ id: string; auth_code: string | null }>(
    `select id::text, auth_code from auth.flow_state where user_id = $1::uuid and authentication_method = $2 order by created_at desc limit 1`,
    [userId, method],
  )
  const flow = rows[0]
  if (!flow) throw badRequest('flow_state_not_found', 'No associated flow state found. No valid flow state found for user.')
  if (!flow.auth_code) throw badRequest('flow_state_not_found', 'No associated flow state found. Flow state does not have an auth code (not a PKCE flow).')
  await tx.query('update auth.flow_state set auth_code_issued_at = $2::timestamptz, updated_at = $2::timestamptz where id = $1::uuid', [flow.id, isoTime(auth.now())])
  return flow.auth_code
}

interface FlowRow {
  id: string
  user_id: string | null
  code_challenge: string | null
  code_challenge_method: string | null
  authentication_method: SignInMethod
  created_ms: number
}

/**
 * Checks an auth code and its verifier and consumes the flow (GoTrue's PKCE grant); the caller
 * signs the user in within the same transaction.
 */
export async function consumeAuthCode(tx: SqlSession, auth: AuthContext, authCode: string, verifier: string): Promise<{ userId: string; method: SignInMethod }> {
  const { rows } = await tx.query<FlowRow>(
    `select id::text, user_id::text, code_challenge, code_challenge_method, authentication_method,
            extract(epoch from created_at)::float8 * 1000 as created_ms
       from auth.flow_state where auth_code = $1 for update`,
    [authCode],
  )
  const flow = rows[0]
  if (!flow?.user_id) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found')
  if (auth.now() > flow.created_ms + auth.settings.flowStateLifetimeSeconds * 1000) {
    throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired')
  }
  const failure = pkceMismatch(flow.code_challenge ?? '', flow.code_challenge_method ?? '', verifier)
  if (failure) throw badRequest('bad_code_verifier', failure)
  await tx.query('delete from auth.flow_state where id = $1::uuid', [flow.id])
  return { userId: flow.user_id, method: flow.authentication_method }
}

/** RFC 7636 check (GoTrue's security.VerifyPKCEChallenge); the failure text, or undefined. */
function pkceMismatch(challenge: string, method: string, verifier: string): string | undefined {
  let expected: Buffer
  if (method === 's256') expected = Buffer.from(createHash('sha256').update(verifier).digest('base64url'))
  else if (method === 'plain') expected = Buffer.from(verifier)
  else return 'code challenge method not supported'
  const given = Buffer.from(challenge)
  return given.length === expected.length && timingSafeEqual(given, expected) ? undefined : 'code challenge does not match previously saved code verifier'
}

/** An OAuth flow by its `state` (the flow id), for /callback and the consent page. */
export async function findOAuthFlow(db: SqlSession, state: string): Promise<{ id: string; referrer: string | null; authCode: string | null; createdMs: number } | undefined> {
  if (!isUuid(state)) return undefined
  const { rows } = await db.query<{ id: string; referrer: string | null; auth_code: string | null; created_ms: number }>(
    `select id::text, referrer, auth_code, extract(epoch from created_at)::float8 * 1000 as created_ms
       from auth.flow_state where id = $1::uuid and authentication_method = 'oauth'`,
    [state],
  )
  const row = rows[0]
  return row && { id: row.id, referrer: row.referrer, authCode: row.auth_code, createdMs: row.created_ms }
}
