import type { Caller } from '../database/caller'
import type { BackendResponse } from '../http/types'
import { verifyJwt } from '../jwt'
import { JWT_FAILURE_MESSAGES, storageErrors } from './storage-errors'

const API_ROLES = new Set(['anon', 'authenticated', 'service_role'])
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface StorageCaller extends Caller {
  /** The JWT's `sub`: storage.objects.owner_id, and owner when it is a UUID. */
  readonly sub?: string
  readonly ownerUuid?: string
}

/**
 * Who a storage request runs as: storage-api verifies the `Authorization: Bearer` JWT (the anon
 * key, the service-role key or a user's access token) and runs its queries with that JWT's role
 * and claims, so the storage.objects policies decide.
 */
export function storageCallerOf(headers: Readonly<Record<string, string>>, jwtSecret: string): { ok: true; caller: StorageCaller } | { ok: false; response: BackendResponse } {
  const token = (headers.authorization ?? '').replace(/^Bearer\s+/i, '').trim()
  const verified = verifyJwt(token, jwtSecret)
  if (!verified.ok) return { ok: false, response: storageErrors.accessDenied(JWT_FAILURE_MESSAGES[verified.reason]) }
  const { claims } = verified
  const role = typeof claims.role === 'string' ? claims.role : 'anon'
  if (!API_ROLES.has(role)) return { ok: false, response: storageErrors.accessDenied('Access denied: Invalid role') }
  const sub = typeof claims.sub === 'string' ? claims.sub : undefined
  return { ok: true, caller: { role, claims, ...(sub ? { sub } : {}), ...(sub && UUID.test(sub) ? { ownerUuid: sub } : {}) } }
}
