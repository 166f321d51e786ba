import type { DecimalString, Id, ImportBatch, PnlMethod } from '../../domain'
import type { ImportFileSummary, ImportOptions } from '../../domain/imports'
import { type ImportRepository, newId } from '../../db'
import { ImportCancelled, type ImportWorkerClient } from './import-client'
import type { ImportPhase } from './worker/protocol'

/**
 * One file, start to commit, on the page's side: record the batch, hand the worker the scope it must
 * de-duplicate against, write each chunk it sends, then commit. Any failure or a cancel rolls the
 * batch back (see the repository's header for why that is atomic). The batch is held in a Web Lock
 * while it runs, so another tab's recovery leaves it alone.
 */

export interface RunImportInput {
  readonly repository: ImportRepository
  readonly client: ImportWorkerClient
  readonly file: File
  readonly summary: ImportFileSummary
  readonly options: ImportOptions
  readonly accountId: Id
  readonly method: PnlMethod
  /** The trader's fee coin prices in US dollars (tradingDefaults). */
  readonly feeRates: Readonly<Record<string, DecimalString>>
  readonly now: () => string
  readonly mappingPresetId?: string
  /** 0..1 across the whole import. */
  readonly onProgress?: (fraction: number) => void
  readonly signal?: AbortSignal
}

export const IMPORT_LOCK_PREFIX = 'trading-journal-import:'

/** Shares of the bar: reading is mostly done by the preview, writing rows dominates. */
const PHASES: Record<ImportPhase | 'trades', readonly [number, number]> = {
  read: [0, 0.3],
  write: [0.3, 0.8],
  derive: [0.8, 0.85],
  trades: [0.85, 1],
}

function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  return locks ? (locks.request(name, work) as Promise<T>) : work()
}

/** Batches some tab is importing right now (held locks), for `recover({ isLive })`. */
export async function liveImportIds(): Promise<Set<string>> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (!locks) return new Set()
  const state = await locks.query()
  return new Set(
    (state.held ?? [])
      .map((lock) => lock.name ?? '')
      .filter((name) => name.startsWith(IMPORT_LOCK_PREFIX))
      .map((name) => name.slice(IMPORT_LOCK_PREFIX.length)),
  )
}

/**
 * One derivation at a time across this device's tabs (an import, recovery, undo, a new P&L method):
 * two re-deriving one scope at once would each insert the scope's new trades, and an import plans its
 * trades from the scope as it was when it began, so the scope must not change before it commits.
 */
const DERIVATION_LOCK = 'trading-journal-import-derivation'

export function withDerivationLock<T>(work: () => Promise<T>): Promise<T> {
  return withLock(DERIVATION_LOCK, work)
}

/** `repository.recover()` under the derivation lock, leaving alone every batch some tab is importing. */
export function recoverImports(repository: ImportRepository): Promise<number> {
  return withDerivationLock(() => recoverHoldingLock(repository))
}

/**
 * The same, for a caller that holds the derivation lock already (the lock is not re-entrant):
 * `ownBatchId` is the caller's own batch, whose failed commit this rolls forward.
 */
function recoverHoldingLock(repository: ImportRepository, ownBatchId?: Id): Promise<number> {
  return repository.recover({ isLive: async (id) => id !== ownBatchId && (await liveImportIds()).has(id) })
}

export async function runImport(input: RunImportInput): Promise<ImportBatch> {
  const { repository, summary } = input
  const report = (phase: keyof typeof PHASES, done: number, total: number) => {
    const [from, to] = PHASES[phase]
    input.onProgress?.(from + (to - from) * (total > 0 ? Math.min(1, done / total) : 1))
  }
  // The lock is held before the batch exists, so a recovery never finds it running and unlocked; the
  // derivation lock from before the scope is read until the trades are written (an undo or another
  // tab's import waits, and shows it is waiting).
  const batchId = newId()
  return withLock(`${IMPORT_LOCK_PREFIX}${batchId}`, () =>
    withDerivationLock(async () => {
      const batch = await repository.begin({
        id: batchId,
        accountId: input.accountId,
        fileName: input.file.name.slice(0, 255),
        fileSize: input.file.size,
        fileHash: '',
        exchange: summary.exchange,
        exportType: summary.layoutId,
        sourceTimeZone: summary.timeZone,
        pnlMethod: input.method,
        ...(input.mappingPresetId ? { mappingPresetId: input.mappingPresetId } : {}),
      })
      try {
        const scope = await repository.loadScope({ accountId: input.accountId, exchange: summary.exchange })
        if (input.signal?.aborted) throw new ImportCancelled()
        const { plan, counts } = await input.client.run(
          { file: input.file, options: input.options, accountId: input.accountId, importId: batch.id, now: input.now(), method: input.method, feeRates: input.feeRates, scope },
          {
            signal: input.signal,
            onProgress: (phase, done, total) => report(phase, done, total),
            onChunk: async (fills, ledger) => {
              if (input.signal?.aborted) throw new ImportCancelled()
              await repository.writeChunk(batch.id, fills, ledger)
            },
          },
        )
        if (input.signal?.aborted) throw new ImportCancelled()
        report('trades', 0, 1)
        const committed = await repository.commit(batch.id, counts, plan, input.method, (done, total) => report('trades', done, total))
        input.onProgress?.(1)
        return committed
      } catch (error) {
        const current = await repository.getBatch(batch.id)
        if (current?.status === 'completed') {
          // Failed after the commit point: roll forward (the trades catch up from the fills).
          await recoverHoldingLock(repository, batch.id)
          throw error
        }
        const cancelled = error instanceof ImportCancelled || input.signal?.aborted
        await repository.abort(batch.id, cancelled ? 'cancelled' : 'failed', cancelled ? undefined : String(error instanceof Error ? error.message : error))
        throw cancelled ? new ImportCancelled() : error
      }
    }),
  )
}
