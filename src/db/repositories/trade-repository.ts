import type { MangoQuery, MangoQuerySelector, MangoQuerySortPart, RxCollection } from 'rxdb'
import type { Id, IsoInstant, Trade, TradeSide, TradeSource } from '../../domain'
import { fromStoredTrade, type StoredTrade, toStoredTrade } from '../collections/trades'
import type { Clock } from '../ids'
import { canonicalInstant, descendingTimeKey } from '../instants'
import { createDocumentRepository, type NewRecord, type RecordChanges, type RecordEdit } from './document-repository'
import { createNewestFirstTrades } from './newest-first-trades'
import type { ErrorListener, Unsubscribe } from './plain'

/** Fields a new trade may leave out: they default to empty. */
type Defaulted = 'tagIds' | 'notes' | 'screenshots'
export type TradeInput = Omit<NewRecord<Trade>, Defaulted> & Partial<Pick<Trade, Defaulted>>
export type TradeChanges = RecordChanges<Trade>
export type TradeEdit = RecordEdit<Trade>

export type DeletedFilter = 'exclude' | 'include' | 'only'
export type TradeSortField = 'openedAt' | 'updatedAt' | 'symbol'

export interface TradeListOptions {
  readonly accountId?: Id
  readonly symbol?: string
  readonly side?: TradeSide
  readonly exchange?: string
  readonly setupId?: Id
  readonly tagId?: Id
  readonly source?: TradeSource
  readonly status?: 'open' | 'closed'
  /** Opened at or after this instant. */
  readonly openedFrom?: IsoInstant
  /** Opened strictly before this instant. */
  readonly openedBefore?: IsoInstant
  /** Case-insensitive text in the symbol or the notes. */
  readonly search?: string
  /** Trash handling; live trades only by default. */
  readonly deleted?: DeletedFilter
  /**
   * Default openedAt. Newest first (the default), oldest first and symbol A-Z are served from indexes,
   * so `limit` stops early; sort by derived numbers (P&L...) in memory.
   */
  readonly sort?: TradeSortField
  /** Default: desc (newest first). */
  readonly direction?: 'asc' | 'desc'
  readonly limit?: number
  readonly skip?: number
}

function withDefaults(input: TradeInput): NewRecord<Trade> {
  return { ...input, tagIds: input.tagIds ?? [], notes: input.notes ?? '', screenshots: input.screenshots ?? [] }
}

/** Every live trade, newest first: the options that only restate the defaults. */
function isWholeJournal(options: TradeListOptions): boolean {
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined) continue
    if (key === 'deleted' && value === 'exclude') continue
    if (key === 'sort' && value === 'openedAt') continue
    if (key === 'direction' && value === 'desc') continue
    return false
  }
  return true
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function sortFor(field: TradeSortField, direction: 'asc' | 'desc'): MangoQuerySortPart<StoredTrade>[] {
  if (field === 'symbol') return [{ symbol: direction }, { openedAtDescKey: 'asc' }]
  if (field === 'openedAt') return direction === 'desc' ? [{ openedAtDescKey: 'asc' }] : [{ openedAt: 'asc' }]
  return [{ updatedAt: direction }]
}

/** The date range on the field the chosen index orders by, so the range and the sort share it. */
function openedRange(options: TradeListOptions, onDescKey: boolean): MangoQuerySelector<StoredTrade> {
  const { openedFrom, openedBefore } = options
  if (!openedFrom && !openedBefore) return {}
  const from = openedFrom ? canonicalInstant(openedFrom) : undefined
  const before = openedBefore ? canonicalInstant(openedBefore) : undefined
  if (onDescKey) {
    return {
      openedAtDescKey: {
        ...(from ? { $lte: descendingTimeKey(from) } : {}),
        ...(before ? { $gt: descendingTimeKey(before) } : {}),
      },
    }
  }
  return { openedAt: { ...(from ? { $gte: from } : {}), ...(before ? { $lt: before } : {}) } }
}

export function tradeQuery(options: TradeListOptions = {}): MangoQuery<StoredTrade> {
  const field = options.sort ?? 'openedAt'
  const direction = options.direction ?? 'desc'
  const selector: MangoQuerySelector<StoredTrade> = openedRange(options, field === 'symbol' || (field === 'openedAt' && direction === 'desc'))
  const deleted = options.deleted ?? 'exclude'
  if (deleted !== 'include') selector.isDeleted = deleted === 'only'
  if (options.accountId) selector.accountId = options.accountId
  if (options.symbol) selector.symbol = options.symbol
  if (options.side) selector.side = options.side
  if (options.exchange) selector.exchange = options.exchange
  if (options.setupId) selector.setupId = options.setupId
  if (options.source) selector.source = options.source
  if (options.tagId) selector.tagIds = { $elemMatch: { $eq: options.tagId } }
  if (options.status) selector.closedAt = { $exists: options.status === 'closed' }
  const search = options.search?.trim()
  if (search) {
    const pattern = { $regex: escapeRegex(search), $options: 'i' }
    selector.$or = [{ symbol: pattern }, { notes: pattern }]
  }
  return {
    selector,
    sort: sortFor(field, direction),
    ...(options.limit !== undefined ? { limit: options.limit } : {}),
    ...(options.skip !== undefined ? { skip: options.skip } : {}),
  }
}

/** Trades as plain objects, for the journal, the form and analytics. */
export function createTradeRepository(collection: RxCollection<StoredTrade>, clock: Clock) {
  const base = createDocumentRepository<Trade, StoredTrade>(collection, {
    clock,
    softDeletable: true,
    toStored: toStoredTrade,
    fromStored: fromStoredTrade,
  })
  // The whole journal is watched by the journal screen and others: one shared, incrementally patched list.
  const wholeJournal = createNewestFirstTrades({ collection, readAll: () => base.find(tradeQuery()), present: base.presentData })
  const countSelector = (deleted: DeletedFilter): MangoQuerySelector<StoredTrade> => (deleted === 'include' ? {} : { isDeleted: deleted === 'only' })

  return {
    get: base.get,
    getMany: base.getMany,
    list: (options?: TradeListOptions) => base.find(tradeQuery(options)),
    /** Live trades; the array is shared between watchers of the whole journal, so never mutate it. */
    watch: (options: TradeListOptions, onValue: (trades: Trade[]) => void, onError?: ErrorListener): Unsubscribe =>
      isWholeJournal(options) ? wholeJournal.watch(onValue as (trades: readonly Trade[]) => void, onError) : base.watch(tradeQuery(options), onValue, onError),
    /**
     * Every live trade newest first, at once, if a watcher of the whole journal has it in memory (it
     * stays a while after the last one leaves, kept current); undefined otherwise. Lets a screen
     * opened again render its list in its first frame instead of waiting for a read.
     */
    peekWholeJournal: (): readonly Trade[] | undefined => wholeJournal.peek(),
    watchOne: base.watchOne,
    /** Live (default), trashed or all trades. */
    count: (deleted: DeletedFilter = 'exclude') => base.count(countSelector(deleted)),
    watchCount: (onValue: (count: number) => void, onError?: ErrorListener, deleted: DeletedFilter = 'exclude'): Unsubscribe =>
      base.watchCount(countSelector(deleted), onValue, onError),
    insert: (input: TradeInput) => base.insert(withDefaults(input), wholeJournal.pending),
    insertMany: (inputs: readonly TradeInput[]) => base.insertMany(inputs.map(withDefaults)),
    upsert: (input: TradeInput & { readonly id: Id }) => base.upsert({ ...withDefaults(input), id: input.id }),
    patch: (id: Id, changes: TradeChanges) => base.patch(id, changes),
    update: (id: Id, change: (current: Trade) => TradeChanges) => base.update(id, change),
    /** The edit form's save: only what it changed, a trade deleted meanwhile brought back (`restored`). */
    saveEdit: (id: Id, edit: (current: Trade) => TradeEdit) => base.saveEdit(id, edit),
    /** Moves the trade to the trash; `restore` undoes it. */
    softDelete: base.softDelete,
    restore: base.restore,
    /** Takes back or dismisses a value that lost a field conflict between two devices. */
    settleConflict: base.settleConflict,
    removePermanently: base.removePermanently,
  }
}

export type TradeRepository = ReturnType<typeof createTradeRepository>
