import * as v from 'valibot'
import type { Account, Id } from '../../domain'

/**
 * Valibot entries a route's search schema spreads in to type `?account=`: a malformed value reads as
 * "all accounts" instead of failing the route.
 */
export const accountSearchEntries = {
  account: v.fallback(v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))), undefined),
}

/**
 * The account a screen should filter by: the id in the URL while accounts load (so the screen does
 * not flash every trade), then only if it names a known account (archived ones included: an old link
 * still works); an unknown or deleted id means all accounts.
 */
export function selectedAccountId(raw: unknown, accounts: readonly Pick<Account, 'id'>[], loading: boolean): Id | undefined {
  if (typeof raw !== 'string' || raw === '' || raw.length > 64) return undefined
  if (loading) return raw
  return accounts.some((account) => account.id === raw) ? raw : undefined
}
