/**
 * PostgREST connects as `authenticator` and can only switch to the roles granted to it (anon,
 * authenticated, service_role on Supabase). The local backend connects as the database owner,
 * which could switch to any role, so a token naming another role is checked here and refused the
 * way Postgres refuses `authenticator`: 42501 for an existing role it is not a member of (a
 * missing role fails later, in the request's transaction, with 22023 → 401 as on PostgREST).
 */
import type { Database } from '../database/database'
import type { AuthResult } from './auth'
import { fromPostgresError } from './errors'

const API_ROLES = new Set(['anon', 'authenticated', 'service_role'])

export async function checkRole(db: Database, auth: AuthResult): Promise<void> {
  if (API_ROLES.has(auth.role)) return
  const { rows } = await db.query<{ member: boolean }>("select pg_has_role('authenticator', r.oid, 'MEMBER') as member from pg_roles r where r.rolname = $1", [auth.role])
  if (rows[0] && !rows[0].member) {
    throw fromPostgresError({ code: '42501', message: `permission denied to set role "${auth.role}"` }, auth.authenticated)
  }
}
