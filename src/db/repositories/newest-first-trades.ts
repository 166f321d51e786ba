import type { RxCollection, RxDocumentData } from 'rxdb'
import type { Trade } from '../../domain'
import type { StoredTrade } from '../collections/trades'
import { descendingTimeKey } from '../instants'
import { asError, type ErrorListener, type Unsubscribe } from './plain'

/** A bulk this big (an import, the sample journal) is merged and re-sorted rather than placed row by row. */
const BULK_REBUILD = 64

/** After the last listener leaves, the list stays in memory this long, so going back to the journal is instant. */
export const KEEP_ALIVE_MS = 30_000

interface Sources {
  readonly collection: RxCollection<StoredTrade>
  /** Every live trade, newest first, read with a query (the initial state). */
  readonly readAll: () => Promise<Trade[]>
  /** A stored document's data as callers see it (shared with what queries hand out); undefined when it fails its check. */
  readonly present: (data: RxDocumentData<StoredTrade>) => Trade | undefined
}

/** The order of tradeQuery({}): newest first by the descending key, ties by id (RxDB appends the primary key). */
function compare(a: Trade, b: Trade): number {
  const keyA = descendingTimeKey(a.openedAt)
  const keyB = descendingTimeKey(b.openedAt)
  if (keyA !== keyB) return keyA < keyB ? -1 : 1
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/** Where `trade` goes in a sorted list (binary search). */
function positionOf(list: readonly Trade[], trade: Trade): number {
  let low = 0
  let high = list.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (compare(list[middle] as Trade, trade) < 0) low = middle + 1
    else high = middle
  }
  return low
}

/** Same fields and values (the stored version of a pending insert usually is). */
function sameRecord(a: Trade, b: Trade): boolean {
  const keysA = Object.keys(a) as (keyof Trade)[]
  if (keysA.length !== Object.keys(b).length) return false
  return keysA.every((key) => a[key] === b[key] || JSON.stringify(a[key]) === JSON.stringify(b[key]))
}

interface Change {
  readonly id: string
  /** The new state, or undefined when the trade left the list (trashed or removed). */
  readonly trade: Trade | undefined
}

/** The list handed out (never changed once handed out) and its trades by id (internal). */
interface ListState {
  readonly trades: readonly Trade[]
  readonly byId: Map<string, Trade>
}

function stateOf(trades: readonly Trade[]): ListState {
  return { trades, byId: new Map(trades.map((trade) => [trade.id, trade])) }
}

/**
 * One change: a new list with the row taken out and put in place by binary search (a scan of 10,000
 * rows for the old one cost a few ms at 4x CPU throttling, on the click that saves a trade).
 */
function applyOne(state: ListState, change: Change): ListState {
  const next = state.trades.slice()
  const old = state.byId.get(change.id)
  if (old) {
    let index = positionOf(next, old)
    if (next[index] !== old) index = next.indexOf(old)
    if (index !== -1) next.splice(index, 1)
  }
  if (change.trade) {
    next.splice(positionOf(next, change.trade), 0, change.trade)
    state.byId.set(change.id, change.trade)
  } else state.byId.delete(change.id)
  return { trades: next, byId: state.byId }
}

function applyMany(state: ListState, changes: readonly Change[]): ListState {
  const byId = new Map(state.byId)
  for (const change of changes) {
    if (change.trade) byId.set(change.id, change.trade)
    else byId.delete(change.id)
  }
  const keyed = [...byId.values()].map((trade) => ({ trade, key: descendingTimeKey(trade.openedAt) }))
  keyed.sort((a, b) => (a.key !== b.key ? (a.key < b.key ? -1 : 1) : a.trade.id < b.trade.id ? -1 : a.trade.id > b.trade.id ? 1 : 0))
  return { trades: keyed.map((entry) => entry.trade), byId }
}

/**
 * Every live trade, newest first, shared by all its watchers and patched from the collection's change
 * events. RxDB's own live query re-derives its whole result after each write (about 45 ms for 10,000
 * trades at 4x CPU throttling); here a save places one row with a binary search and one array copy,
 * so the journal shows a saved trade at once. The list is read with the same query RxDB would run,
 * and events that arrive during that read are applied after it, so nothing is missed.
 */
export function createNewestFirstTrades({ collection, readAll, present }: Sources) {
  const listeners = new Set<{ readonly onValue: (trades: readonly Trade[]) => void; readonly onError?: ErrorListener }>()
  let current: ListState | undefined
  let stopEvents: Unsubscribe | undefined
  let idleTimer: ReturnType<typeof setTimeout> | undefined
  let generation = 0

  const toChange = (event: { documentId: string; operation: string; documentData?: RxDocumentData<StoredTrade> }): Change => {
    const data = event.operation === 'DELETE' ? undefined : event.documentData
    const listed = data !== undefined && !data._deleted && data.isDeleted === false
    return { id: event.documentId, trade: listed ? present(data) : undefined }
  }

  const publish = (state: ListState) => {
    current = state
    for (const listener of [...listeners]) listener.onValue(state.trades)
  }
  // Trades shown while their insert is being written (see `pending`): id -> what the list held before.
  const unconfirmed = new Map<string, Trade | undefined>()

  function start(): void {
    const run = ++generation
    let pending: Change[] | null = []
    const apply = (changes: readonly Change[]) => {
      if (!current || changes.length === 0) return
      publish(changes.length === 1 ? applyOne(current, changes[0] as Change) : changes.length < BULK_REBUILD ? changes.reduce(applyOne, current) : applyMany(current, changes))
    }
    // Subscribed before the read, so a write that lands meanwhile is applied after it.
    const subscription = collection.eventBulks$.subscribe({
      next: (bulk) => {
        if (bulk.isLocal) return
        // A pending insert confirmed as it was shown needs no new list (nor a re-rendered row).
        const changes = bulk.events.map(toChange).filter((change) => {
          if (!unconfirmed.has(change.id)) return true
          unconfirmed.delete(change.id)
          const shown = current?.byId.get(change.id)
          return !(shown && change.trade && sameRecord(shown, change.trade))
        })
        if (pending) pending.push(...changes)
        else apply(changes)
      },
      error: (error: unknown) => fail(asError(error)),
    })
    stopEvents = () => subscription.unsubscribe()
    readAll().then(
      (trades) => {
        if (run !== generation) return
        const buffered = pending ?? []
        pending = null
        current = stateOf(trades)
        if (buffered.length > 0) apply(buffered)
        else publish(current)
      },
      (error: unknown) => {
        if (run === generation) fail(asError(error))
      },
    )
  }

  function stop(): void {
    generation += 1
    unconfirmed.clear()
    stopEvents?.()
    stopEvents = undefined
    current = undefined
    clearTimeout(idleTimer)
    idleTimer = undefined
  }

  function fail(error: Error): void {
    const failed = [...listeners]
    stop()
    for (const listener of failed) listener.onError?.(error)
  }

  collection.onClose.push(() => {
    stop()
    listeners.clear()
  })

  /** Applies a change outside the event stream (a pending insert), when the list is being watched. */
  const patch = (change: Change) => {
    if (current && stopEvents) publish(applyOne(current, change))
  }

  return {
    /**
     * A trade being inserted shows at once, before IndexedDB confirms the write (tens of ms, far more
     * on a busy phone): the saved trade's row appears with the click. The write's own change event
     * then replaces it with the stored version; a failed write takes it back out.
     */
    pending: {
      add(trade: Trade): void {
        if (!current || !stopEvents) return
        unconfirmed.set(trade.id, current.byId.get(trade.id))
        patch({ id: trade.id, trade: trade.isDeleted === false ? trade : undefined })
      },
      drop(id: string): void {
        if (!unconfirmed.has(id)) return
        const previous = unconfirmed.get(id)
        unconfirmed.delete(id)
        patch({ id, trade: previous })
      },
    },

    /** The list as watchers last got it, while it is in memory (and kept current); else undefined. */
    peek(): readonly Trade[] | undefined {
      return stopEvents ? current?.trades : undefined
    },

    watch(onValue: (trades: readonly Trade[]) => void, onError?: ErrorListener): Unsubscribe {
      const listener = { onValue, onError }
      listeners.add(listener)
      clearTimeout(idleTimer)
      idleTimer = undefined
      if (!stopEvents) start()
      else if (current) onValue(current.trades)
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0 || !stopEvents) return
        idleTimer = setTimeout(stop, KEEP_ALIVE_MS)
      }
    },
  }
}
