import { randomUUID } from 'node:crypto'
import { runAsCaller } from '../../../../sync/local-backend/database/caller'
import type { SqlSession } from '../../../../sync/local-backend/database/database'
import { signJwt } from '../../../../sync/local-backend/jwt'
import type { TestBackend } from '../support/test-backend'

export interface TestUser {
  readonly id: string
  readonly email: string
  /** An access token as /auth/v1 issues it, valid for an hour. */
  readonly token: string
}

export const nowSeconds = () => Math.floor(Date.now() / 1000)

/** A user row made directly in auth.users (independent of /auth/v1) and a token for it. */
export async function createUser(backend: TestBackend, name: string): Promise<TestUser> {
  const id = randomUUID()
  const email = `${name}-${id.slice(0, 8)}@example.test`
  await backend.db.query('insert into auth.users (id, email, email_confirmed_at) values ($1, $2, now())', [id, email])
  return { id, email, token: tokenFor(backend, id, email) }
}

export function tokenFor(backend: TestBackend, sub: string, email: string, expiresAt = nowSeconds() + 3600): string {
  return signJwt({ sub, role: 'authenticated', aud: 'authenticated', exp: expiresAt, iat: nowSeconds(), email, session_id: randomUUID() }, backend.keys.jwtSecret)
}

/** Runs SQL as the user, the way a REST request would (row-level security applies). */
export function asUser<T>(backend: TestBackend, user: TestUser, work: (tx: SqlSession) => Promise<T>): Promise<T> {
  return runAsCaller(backend.db, { role: 'authenticated', claims: { sub: user.id, role: 'authenticated', email: user.email } }, {}, work)
}
