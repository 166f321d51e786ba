import type { MangoQuery, MangoQuerySelector, RxCollection } from 'rxdb'
import type { Account, Id } from '../../domain'
import type { StoredTrade } from '../collections/trades'
import type { Clock } from '../ids'
import { createDocumentRepository, type NewRecord, type RecordChanges } from './document-repository'
import type { ErrorListener, Unsubscribe } from './plain'
import { createTradeRepository, type DeletedFilter } from './trade-repository'

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

/**
 * Exchange sub-accounts, prop challenges, paper accounts. Deleting one also detaches its trades, so it
 * is handed the trades collection.
 */
export function createAccountRepository(collection: RxCollection<Account>, clock: Clock, tradesCollection: RxCollection<StoredTrade>) {
  const base = createDocumentRepository<Account>(collection, { clock, softDeletable: true })
  const trades = createTradeRepository(tradesCollection, clock)
  return {
    get: base.get,
    getMany: base.getMany,
    list: (options?: AccountListOptions) => base.find(accountQuery(options)),
    watch: (options: AccountListOptions, onValue: (accounts: Account[]) => void, onError?: ErrorListener): Unsubscribe => base.watch(accountQuery(options), onValue, onError),
    insert: base.insert,
    upsert: base.upsert,
    patch: (id: Id, changes: RecordChanges<Account>) => base.patch(id, changes),
    softDelete: base.softDelete,
    /**
     * Moves the account to the trash and detaches its trades (trashed ones too): they stay in the
     * journal without an account rather than pointing at one no picker or filter shows. Trades first,
     * so an interrupted delete can be run again.
     */
    async deleteAndDetach(id: Id): Promise<{ readonly tradesUpdated: number }> {
      const attached = await trades.list({ accountId: id, deleted: 'include' })
      for (const trade of attached) await trades.update(trade.id, (current) => (current.accountId === id ? { accountId: undefined } : {}))
      await base.softDelete(id)
      return { tradesUpdated: attached.length }
    },
    restore: base.restore,
    removePermanently: base.removePermanently,
  }
}

export type AccountRepository = ReturnType<typeof createAccountRepository>
