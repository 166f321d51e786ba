import type { Account } from '../../domain'
import type { AccountListOptions } from '../repositories/account-repository'
import { useJournalDatabase } from './journal-database-context'
import type { LiveResult } from './live-store'
import { useLiveValue } from './use-live-value'

const NO_ACCOUNTS: readonly Account[] = []

/** Live accounts by name (archived included unless `includeArchived: false`). */
export function useAccounts(options: AccountListOptions = {}): LiveResult<readonly Account[]> {
  const db = useJournalDatabase()
  return useLiveValue<readonly Account[]>(`${db.name}:accounts:${JSON.stringify(options)}`, (onValue, onError) => db.accounts.watch(options, onValue, onError), NO_ACCOUNTS)
}
