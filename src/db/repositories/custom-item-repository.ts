import type { MangoQuery, MangoQuerySelector, RxCollection } from 'rxdb'
import type { CustomItem, CustomItemKind, Id } from '../../domain'
import type { Clock } from '../ids'
import { createDocumentRepository, type NewRecord, type RecordChanges } from './document-repository'
import type { ErrorListener, Unsubscribe } from './plain'
import type { DeletedFilter } from './trade-repository'

export type CustomItemInput = NewRecord<CustomItem>

export interface CustomItemListOptions {
  readonly kind?: CustomItemKind
  readonly deleted?: DeletedFilter
}

function customItemQuery(options: CustomItemListOptions = {}): MangoQuery<CustomItem> {
  const selector: MangoQuerySelector<CustomItem> = {}
  const deleted = options.deleted ?? 'exclude'
  if (deleted !== 'include') selector.isDeleted = deleted === 'only'
  if (options.kind) selector.kind = options.kind
  return { selector, sort: [{ kind: 'asc' }, { name: 'asc' }] }
}

/** Custom metrics and custom pages. Lists come by name; order them by `order` in memory. */
export function createCustomItemRepository(collection: RxCollection<CustomItem>, clock: Clock) {
  const base = createDocumentRepository<CustomItem>(collection, { clock, softDeletable: true })
  return {
    get: base.get,
    list: (options?: CustomItemListOptions) => base.find(customItemQuery(options)),
    watch: (options: CustomItemListOptions, onValue: (items: CustomItem[]) => void, onError?: ErrorListener): Unsubscribe => base.watch(customItemQuery(options), onValue, onError),
    watchOne: base.watchOne,
    insert: base.insert,
    upsert: base.upsert,
    patch: (id: Id, changes: RecordChanges<CustomItem>) => base.patch(id, changes),
    softDelete: base.softDelete,
    restore: base.restore,
    removePermanently: base.removePermanently,
  }
}

export type CustomItemRepository = ReturnType<typeof createCustomItemRepository>
