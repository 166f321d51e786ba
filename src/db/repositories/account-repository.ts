import type { MangoQuery, MangoQuerySelector, RxCollection } from 'rxdb'
import type { Account, Id } from '../../domain'
import type { Clock } from '../ids'
import { createDocumentRepository, type NewRecord, type RecordChanges } from './document-repository'
import type { ErrorListener, Unsubscribe } from './plain'
import type { DeletedFilter } from './trade-repository'

export type AccountInput = NewRecord<Account>

export interface AccountListOptions {
  /** Archived accounts are listed unless this is false. */
  readonly includeArchived?: boolean
  readonly deleted?: DeletedFilter
}

function accountQuery(options: AccountListOptions = {}): MangoQuery<Account> {
  const selector: MangoQuerySelector<Account> = {}
  const deleted = options.deleted ?? 'exclude'
  if (deleted !== 'include') selector.isDeleted = deleted === 'only'
  if (options.includeArchived === false) selector.archived = false
  return { selector, sort: [{ name: 'asc' }] }
}

/** Exchange sub-accounts, prop challenges, paper accounts. */
export function createAccountRepository(collection: RxCollection<Account>, clock: Clock) {
  const base = createDocumentRepository<Account>(collection, { clock, softDeletable: true })
  return {
    get: base.get,
    getMany: base.getMany,
    list: (options?: AccountListOptions) => base.find(accountQuery(options)),
    watch: (options: AccountListOptions, onValue: (accounts: Account[]) => void, onError?: ErrorListener): Unsubscribe =>
      base.watch(accountQuery(options), onValue, onError),
    insert: base.insert,
    upsert: base.upsert,
    patch: (id: Id, changes: RecordChanges<Account>) => base.patch(id, changes),
    softDelete: base.softDelete,
    restore: base.restore,
    removePermanently: base.removePermanently,
  }
}

export type AccountRepository = ReturnType<typeof createAccountRepository>
