import { isUuid } from '../domain/common'

/**
 * The local database of one user: `tj_` and the user's UUID without dashes. RxDB names must match
 * /^[a-z][_$a-z0-9\-]*$/. Only UUIDs are accepted (Supabase and the local session both use them), so
 * two different users can never map to one name.
 */
export function databaseNameForUser(userId: string): string {
  if (!isUuid(userId)) throw new Error(`Not a user id (UUID expected): ${JSON.stringify(userId)}`)
  return `tj_${userId.toLowerCase().replaceAll('-', '')}`
}
