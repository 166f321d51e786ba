import type { RxCollection } from 'rxdb'
import type { DecimalString, Fill, Id, ImportBatch, ImportStatus, LedgerEntry, PnlMethod, Trade } from '../../domain'
import { isPositionTrade, planTrades, type TradePlan } from '../../domain/imports'
import { type JournalCollections } from '../collections'
import { fromStoredTrade, type StoredTrade, toStoredTrade } from '../collections/trades'
import { newId } from '../ids'
import type { JournalDatabase } from '../journal-database'
import { asError, compact, type ErrorListener, toPlain, type Unsubscribe } from './plain'

/**
 * Imports: fills and ledger entries written in chunks, the trades derived from them, the import
 * history, undo, re-derivation and recovery.
 *
 * Why this is atomic from the trader's view (IndexedDB has no transaction across collections, and a
 * 100,000-row import cannot be one main-thread task):
 * - The `import_batches` row's `status` is the commit flag. Fills and ledger entries are written in
 *   chunks, tagged with the batch id, while the batch is `running`. Nothing the journal shows reads
 *   them, and every reader here counts only fills of `completed` batches (plus typed ledger rows), so
 *   a half-written import changes nothing anyone sees.
 * - The trades (what the journal shows) are a projection of the counting fills. They are rewritten
 *   only after the flip to `completed`, and `finishedAt` is set once they are all written. A reload
 *   between the flip and `finishedAt` is rolled forward: `recover()` re-derives that scope from the
 *   fills. A reload before the flip is rolled back: `recover()` deletes the batch's rows and marks it
 *   `failed`. Cancel and errors roll back the same way at once (`abort`).
 * - Undo flips the batch to `undone` first, then re-derives the scope without its fills and only then
 *   deletes them; recovery finishes an undo whose rows are still there. A change of P&L method is
 *   committed by the preference; recovery re-derives every batch whose `pnlMethod` differs from it.
 * Whatever moment the tab dies, the next `recover()` leaves either the journal before the import or
 * the journal after it, never a mix. The app runs it once the journal opens (in idle time) and when
 * the upload screen opens; until then, an import cut off while its trades were written can show part
 * of them.
 * A completed batch without `finishedAt` that came by replication (another device's import, an
 * exchange sync run the server wrote) is derived only once its `fillCount` fills and
 * `ledgerEntryCount` entries are all on this device: the collections are pulled one by one.
 */

/** The pure trade planner, maybe run off the main thread (the import worker). */
export type TradeDeriver = (input: {
  readonly fills: readonly Fill[]
  readonly ledger: readonly LedgerEntry[]
  readonly existing: readonly Trade[]
  readonly method: PnlMethod
  readonly feeRates?: Readonly<Record<string, DecimalString>>
  readonly now: string
}) => Promise<TradePlan>

export const inlineDeriver: TradeDeriver = async (input) => planTrades({ ...input, newId })

export interface ImportScope {
  readonly accountId: Id
  readonly exchange: string
}

export interface ScopeData {
  readonly fills: Fill[]
  readonly ledger: LedgerEntry[]
  readonly trades: Trade[]
}

export type NewImportBatch = Pick<
  ImportBatch,
  'accountId' | 'fileName' | 'fileSize' | 'fileHash' | 'exchange' | 'exportType' | 'mappingPresetId' | 'sourceTimeZone' | 'pnlMethod'
> & { readonly id?: Id }

export interface ImportCounts {
  readonly rowCount: number
  readonly fillCount: number
  readonly ledgerEntryCount: number
  readonly duplicateCount: number
  readonly errorCount: number
  /** Trades made from closed-position rows (added to the plan's count for this batch). */
  readonly positionTradeCount?: number
  /** SHA-256 of the file, known once the worker has read it. */
  readonly fileHash?: string
}

export class ImportNotRunningError extends Error {
  constructor(
    readonly batchId: Id,
    readonly status: ImportStatus | 'missing',
  ) {
    super(`Import ${batchId} is ${status}, not running`)
    this.name = 'ImportNotRunningError'
  }
}

/** Rows per bulk write: small enough that one write stays well under a 100 ms task. */
const WRITE_CHUNK = 500
const READ_PAGE = 2000
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let at = 0; at < items.length; at += size) out.push(items.slice(at, at + size))
  return out
}

export function createImportRepository(db: JournalDatabase, options: { readonly deriver?: TradeDeriver } = {}) {
  const collections = db.rxDatabase.collections as JournalCollections
  const batches = collections.import_batches
  const fills = collections.fills
  const ledger = collections.ledger_entries
  const trades = collections.trades as RxCollection<StoredTrade>
  const now = () => db.clock().toISOString()
  const deriver = options.deriver ?? inlineDeriver

  async function getBatch(id: Id): Promise<ImportBatch | null> {
    const doc = await batches.findOne(id).exec()
    return doc ? toPlain<ImportBatch>(doc) : null
  }

  async function patchBatch(id: Id, changes: Partial<ImportBatch>): Promise<ImportBatch> {
    const doc = await batches.findOne(id).exec()
    if (!doc) throw new Error(`No import ${id}`)
    const updated = await doc.incrementalModify((data) => compact({ ...data, ...changes, updatedAt: now() }))
    return toPlain<ImportBatch>(updated)
  }

  async function requireRunning(id: Id): Promise<ImportBatch> {
    const batch = await getBatch(id)
    if (!batch || batch.status !== 'running') throw new ImportNotRunningError(id, batch?.status ?? 'missing')
    return batch
  }

  async function allBatches(): Promise<ImportBatch[]> {
    const docs = await batches.find({ selector: {}, sort: [{ startedAt: 'desc' }] }).exec()
    return docs.map((doc) => toPlain<ImportBatch>(doc))
  }

  /** Deletes every row of one collection tagged with the batch, a chunk at a time. */
  async function removeTagged(collection: RxCollection<Fill> | RxCollection<LedgerEntry>, importId: Id): Promise<void> {
    for (;;) {
      const docs = await (collection as RxCollection<Fill>).find({ selector: { importId }, limit: WRITE_CHUNK }).exec()
      if (docs.length === 0) return
      await (collection as RxCollection<Fill>).bulkRemove(docs.map((doc) => doc.primary))
      await yieldToPage()
    }
  }

  /** How many of the batch's fills and ledger entries this device holds. */
  async function taggedCounts(importId: Id): Promise<{ fills: number; ledger: number }> {
    const [fillCount, ledgerCount] = await Promise.all([fills.count({ selector: { importId } }).exec(), ledger.count({ selector: { importId } }).exec()])
    return { fills: fillCount, ledger: ledgerCount }
  }

  /**
   * False while a completed batch's rows are still arriving: a batch another device or the exchange
   * sync wrote is replicated apart from its fills (another collection, pulled on its own), and a
   * scope derived before they are all here would be marked finished with trades missing.
   */
  async function hasAllRows(batch: ImportBatch): Promise<boolean> {
    const held = await taggedCounts(batch.id)
    return held.fills >= batch.fillCount && held.ledger >= batch.ledgerEntryCount
  }

  async function hasTagged(importId: Id): Promise<boolean> {
    const [fill, entry] = await Promise.all([fills.findOne({ selector: { importId } }).exec(), ledger.findOne({ selector: { importId } }).exec()])
    return Boolean(fill || entry)
  }

  /**
   * The counting fills of a scope, read import by import through the `importId` index in pages that
   * each start after the last id read (keyset paging: RxDB adds the primary key to every index), so
   * no read is one long task and none re-walks what an earlier page read. An import's fills carry
   * its batch's account, so only that account's counting imports are read.
   */
  async function readScope(scope: ImportScope, counting: readonly ImportBatch[]): Promise<ScopeData> {
    const scopeFills: Fill[] = []
    for (const batch of counting) {
      if (batch.accountId !== scope.accountId) continue
      for (let after = ''; ;) {
        const page = await fills.find({ selector: { importId: batch.id, id: { $gt: after } }, sort: [{ importId: 'asc' }, { id: 'asc' }], limit: READ_PAGE }).exec()
        for (const doc of page) {
          const fill = toPlain<Fill>(doc)
          if (fill.accountId === scope.accountId && fill.exchange === scope.exchange) scopeFills.push(fill)
        }
        if (page.length < READ_PAGE) break
        after = String(page[page.length - 1]!.primary)
        await yieldToPage()
      }
    }
    // The order the planner got before keyset paging (symbol, time, id), so a plan never depends on
    // which import was read first.
    scopeFills.sort((a, b) => compareText(a.symbol, b.symbol) || compareText(a.executedAt, b.executedAt) || compareText(a.id, b.id))
    const ids = new Set(counting.map((batch) => batch.id))
    const entries = (await ledger.find({ selector: { accountId: scope.accountId } }).exec())
      .map((doc) => toPlain<LedgerEntry>(doc))
      .filter((entry) => entry.exchange === scope.exchange && (entry.importId === '' || ids.has(entry.importId)))
    const stored = await trades.find({ selector: { source: 'import', accountId: scope.accountId, exchange: scope.exchange } }).exec()
    return { fills: scopeFills, ledger: entries, trades: stored.map((doc) => fromStoredTrade(toPlain<StoredTrade>(doc))) }
  }

  async function countingBatches(): Promise<ImportBatch[]> {
    return (await allBatches()).filter((batch) => batch.status === 'completed')
  }

  /** New trades inserted, changed ones rewritten keeping their screenshot bytes, gone ones removed. */
  async function writeTrades(plan: Pick<TradePlan, 'upserts' | 'removals'>, onProgress?: (done: number, total: number) => void): Promise<void> {
    const total = plan.upserts.length + plan.removals.length
    let done = 0
    for (const chunk of chunks(plan.upserts, WRITE_CHUNK)) {
      const found = await trades.findByIds(chunk.map((trade) => trade.id)).exec()
      const inserts = chunk.filter((trade) => !found.has(trade.id)).map((trade) => toStoredTrade(compact(trade)))
      if (inserts.length > 0) {
        const result = await trades.bulkInsert(inserts)
        if (result.error.length > 0) throw new Error(`${result.error.length} trades were not written`)
      }
      await Promise.all(
        chunk
          .filter((trade) => found.has(trade.id))
          .map((trade) =>
            found.get(trade.id)!.incrementalModify((data) => {
              // Keep RxDB's own fields (the screenshot attachments among them); replace the rest.
              const internal = Object.fromEntries(Object.entries(data).filter(([key]) => key.startsWith('_')))
              return { ...internal, ...toStoredTrade(compact(trade)) } as typeof data
            }),
          ),
      )
      done += chunk.length
      onProgress?.(done, total)
      await yieldToPage()
    }
    for (const chunk of chunks(plan.removals, WRITE_CHUNK)) {
      await trades.bulkRemove(chunk)
      done += chunk.length
      onProgress?.(done, total)
      await yieldToPage()
    }
  }

  async function method(): Promise<PnlMethod> {
    return (await db.preferences.get('tradingDefaults')).pnlMethod
  }

  /** Rewrites one scope's trades from its counting fills. Returns the plan it wrote. */
  async function rederiveScope(scope: ImportScope, pnlMethod: PnlMethod, extraRemovals: readonly Id[] = []): Promise<TradePlan> {
    const data = await readScope(scope, await countingBatches())
    // The fee coin prices as stored now: saving new ones re-derives every scope (rederive).
    const { feeCoinPrices } = await db.preferences.get('tradingDefaults')
    const plan = await deriver({ fills: data.fills, ledger: data.ledger, existing: data.trades, method: pnlMethod, feeRates: feeCoinPrices, now: now() })
    await writeTrades({ upserts: plan.upserts, removals: [...plan.removals, ...extraRemovals] })
    return plan
  }

  const scopeOf = (batch: ImportBatch): ImportScope => ({ accountId: batch.accountId, exchange: batch.exchange })
  const scopeKey = (scope: ImportScope) => `${scope.accountId}\u0000${scope.exchange}`

  async function positionTradesOf(batchId: Id): Promise<Id[]> {
    const docs = await trades.find({ selector: { source: 'import', importId: batchId } }).exec()
    return docs
      .map((doc) => toPlain<StoredTrade>(doc))
      .filter(isPositionTrade)
      .map((trade) => trade.id)
  }

  async function finishUndo(batch: ImportBatch, pnlMethod: PnlMethod): Promise<void> {
    await rederiveScope(scopeOf(batch), pnlMethod, await positionTradesOf(batch.id))
    await removeTagged(fills, batch.id)
    await removeTagged(ledger, batch.id)
  }

  return {
    /** Every import, newest first, live. */
    watchBatches(onValue: (batches: ImportBatch[]) => void, onError?: ErrorListener): Unsubscribe {
      const subscription = batches.find({ selector: {}, sort: [{ startedAt: 'desc' }] }).$.subscribe({
        next: (docs) => onValue(docs.map((doc) => toPlain<ImportBatch>(doc))),
        error: (error: unknown) => onError?.(asError(error)),
      })
      return () => subscription.unsubscribe()
    },
    /**
     * Calls `onChange` whenever the number of fills or ledger entries tagged with the batch changes
     * (a replicated batch's rows arriving), and once at the start.
     */
    watchArrivals(batchId: Id, onChange: () => void, onError?: ErrorListener): Unsubscribe {
      const subscriptions = [fills, ledger].map((collection) =>
        (collection as RxCollection<Fill>).count({ selector: { importId: batchId } }).$.subscribe({
          next: () => onChange(),
          error: (error: unknown) => onError?.(asError(error)),
        }),
      )
      return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
    },
    listBatches: allBatches,
    getBatch,

    /** Records a new import as `running`; its rows count for nothing until `commit`. */
    async begin(input: NewImportBatch): Promise<ImportBatch> {
      const at = now()
      const batch: ImportBatch = compact({
        ...input,
        id: input.id ?? newId(),
        status: 'running',
        rowCount: 0,
        fillCount: 0,
        ledgerEntryCount: 0,
        tradeCount: 0,
        duplicateCount: 0,
        errorCount: 0,
        startedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      return toPlain<ImportBatch>(await batches.insert(batch))
    },

    /** The counting fills, ledger entries and imported trades of an account on one exchange. */
    async loadScope(scope: ImportScope): Promise<ScopeData> {
      return readScope(scope, await countingBatches())
    },

    /** One chunk of the batch's rows (a bulk insert each); refused unless the batch is still running. */
    async writeChunk(batchId: Id, newFills: readonly Fill[], newEntries: readonly LedgerEntry[] = []): Promise<void> {
      await requireRunning(batchId)
      for (const chunk of chunks(newFills, WRITE_CHUNK)) {
        const result = await fills.bulkInsert(chunk.map((fill) => compact(fill)))
        if (result.error.length > 0) throw new Error(`${result.error.length} fills were not written`)
        await yieldToPage()
      }
      for (const chunk of chunks(newEntries, WRITE_CHUNK)) {
        const result = await ledger.bulkInsert(chunk.map((entry) => compact(entry)))
        if (result.error.length > 0) throw new Error(`${result.error.length} ledger entries were not written`)
        await yieldToPage()
      }
    },

    /**
     * Flips the batch to `completed` (the commit point), writes the trades the plan asks for, then
     * records `finishedAt`. `plan` must have been computed with this batch's fills included.
     */
    async commit(batchId: Id, counts: ImportCounts, plan: TradePlan, pnlMethod: PnlMethod, onProgress?: (done: number, total: number) => void): Promise<ImportBatch> {
      await requireRunning(batchId)
      const { positionTradeCount = 0, ...rest } = counts
      await patchBatch(batchId, { ...rest, tradeCount: (plan.tradesByImport[batchId] ?? 0) + positionTradeCount, status: 'completed', pnlMethod })
      await writeTrades(plan, onProgress)
      return patchBatch(batchId, { finishedAt: now() })
    },

    /** Cancel or failure: the batch's rows go, the record stays with its status (and reason). */
    async abort(batchId: Id, status: 'cancelled' | 'failed', errorMessage?: string): Promise<void> {
      const batch = await getBatch(batchId)
      if (!batch) return
      if (batch.status === 'running') await patchBatch(batchId, { status, finishedAt: now(), ...(errorMessage ? { errorMessage: errorMessage.slice(0, 2000) } : {}) })
      else if (batch.status === 'completed') return
      await removeTagged(fills, batchId)
      await removeTagged(ledger, batchId)
    },

    /** Removes exactly this import's fills, ledger rows and the trades they made (others re-derived). */
    async undo(batchId: Id): Promise<void> {
      const batch = await getBatch(batchId)
      if (!batch || batch.status !== 'completed') return
      const undone = await patchBatch(batchId, { status: 'undone', undoneAt: now() })
      await finishUndo(undone, await method())
    },

    /** The P&L method or the fee coin prices changed (already saved in tradingDefaults): re-derive every imported trade. */
    async rederive(pnlMethod?: PnlMethod): Promise<void> {
      const chosen = pnlMethod ?? (await method())
      const completed = (await allBatches()).filter((batch) => batch.status === 'completed')
      const done = new Set<string>()
      for (const batch of completed) {
        const key = scopeKey(scopeOf(batch))
        if (done.has(key)) continue
        done.add(key)
        await rederiveScope(scopeOf(batch), chosen)
      }
      for (const batch of completed) if (batch.pnlMethod !== chosen) await patchBatch(batch.id, { pnlMethod: chosen })
    },

    /**
     * Finishes whatever a closed tab left half done (see the header): running batches are rolled
     * back, committed ones whose trades were not all written (or were derived with another method)
     * rolled forward, undone ones with rows left finished. `isLive` says a batch is still being
     * imported or committed by this or another tab (held in a Web Lock), so it is left alone; it is
     * asked after the batches are read, so an import that starts meanwhile is found live.
     */
    async recover(options: { readonly isLive?: (batchId: Id) => boolean | Promise<boolean> } = {}): Promise<number> {
      const all = await allBatches()
      const pnlMethod = await method()
      let repaired = 0
      for (const batch of all) {
        if (batch.status === 'running' && !(await options.isLive?.(batch.id))) {
          await patchBatch(batch.id, { status: 'failed', finishedAt: now(), errorMessage: 'interrupted' })
          await removeTagged(fills, batch.id)
          await removeTagged(ledger, batch.id)
          repaired++
        } else if ((batch.status === 'undone' || batch.status === 'failed' || batch.status === 'cancelled') && (await hasTagged(batch.id))) {
          if (batch.status === 'undone') await finishUndo(batch, pnlMethod)
          else {
            await removeTagged(fills, batch.id)
            await removeTagged(ledger, batch.id)
          }
          repaired++
        }
      }
      const stale: ImportBatch[] = []
      for (const batch of all) {
        // A live one is still writing its trades; an unfinished one whose rows are still being pulled
        // waits for them (`watchArrivals` calls again when they come).
        if (
          batch.status === 'completed' &&
          (!batch.finishedAt || batch.pnlMethod !== pnlMethod) &&
          !(await options.isLive?.(batch.id)) &&
          (batch.finishedAt || (await hasAllRows(batch)))
        )
          stale.push(batch)
      }
      const done = new Set<string>()
      for (const batch of stale) {
        const key = scopeKey(scopeOf(batch))
        if (!done.has(key)) {
          done.add(key)
          await rederiveScope(scopeOf(batch), pnlMethod)
        }
        await patchBatch(batch.id, { finishedAt: batch.finishedAt ?? now(), pnlMethod })
        repaired++
      }
      return repaired
    },
  }
}

export type ImportRepository = ReturnType<typeof createImportRepository>
