import type { Fill, LedgerEntry } from '../../../domain'
import { planTrades, POSITION_SOURCE_PREFIX, positionToDerivedTrade, type TradePlan, toTrade } from '../../../domain/imports'
import { knownDedupeKeys } from '../known-keys'
import { selectNewRecords } from '../new-records'
import type { ImportJob, ImportResultCounts } from './protocol'
import { hashFile, type ParsedFile } from './read-file'

/**
 * The worker's part of an import once the file is parsed: keep the new rows, hand them out in chunks
 * for the main thread to write (waiting while it writes), then plan the trades of the whole scope.
 */

export const ROWS_PER_CHUNK = 2000

export interface JobHooks {
  /** Resolves once the chunk is written; rejects to stop the job. */
  readonly writeChunk: (fills: Fill[], ledger: LedgerEntry[]) => Promise<void>
  readonly onProgress?: (phase: 'write' | 'derive', done: number, total: number) => void
  readonly newId: () => string
}

export async function runImportJob(job: ImportJob, parsed: ParsedFile, hooks: JobHooks): Promise<{ plan: TradePlan; counts: ImportResultCounts }> {
  const fileHash = await hashFile(job.file)
  const fresh = selectNewRecords(parsed, knownDedupeKeys(job.scope), { accountId: job.accountId, importId: job.importId, now: job.now, newId: hooks.newId })

  const total = fresh.fills.length + fresh.ledger.length
  let written = 0
  for (let at = 0; at < fresh.fills.length; at += ROWS_PER_CHUNK) {
    const chunk = fresh.fills.slice(at, at + ROWS_PER_CHUNK)
    await hooks.writeChunk(chunk, [])
    written += chunk.length
    hooks.onProgress?.('write', written, total)
  }
  for (let at = 0; at < fresh.ledger.length; at += ROWS_PER_CHUNK) {
    const chunk = fresh.ledger.slice(at, at + ROWS_PER_CHUNK)
    await hooks.writeChunk([], chunk)
    written += chunk.length
    hooks.onProgress?.('write', written, total)
  }

  hooks.onProgress?.('derive', 0, 1)
  const plan = planTrades({
    fills: [...job.scope.fills, ...fresh.fills],
    ledger: [...job.scope.ledger, ...fresh.ledger],
    existing: job.scope.trades,
    method: job.method,
    feeRates: job.feeRates,
    now: job.now,
    newId: hooks.newId,
  })
  // Closed-position rows (Bybit closed P&L, KuCoin futures P&L) are trades already, with no fills.
  const positionTrades = fresh.positions.map((position) => {
    const trade = toTrade(positionToDerivedTrade({ ...position, accountId: job.accountId, importId: job.importId }), { id: hooks.newId(), now: job.now })
    return { ...trade, sourceKey: `${POSITION_SOURCE_PREFIX}${position.dedupeKey}` }
  })
  hooks.onProgress?.('derive', 1, 1)
  return {
    plan: { ...plan, upserts: [...plan.upserts, ...positionTrades] },
    counts: {
      rowCount: parsed.summary.rowCount,
      fillCount: fresh.fills.length,
      ledgerEntryCount: fresh.ledger.length,
      duplicateCount: fresh.duplicates,
      errorCount: parsed.summary.errorRowCount,
      positionTradeCount: positionTrades.length,
      fileHash,
    },
  }
}
