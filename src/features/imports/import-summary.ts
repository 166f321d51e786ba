import type { ImportBatch } from '../../domain'
import type { FileNotice } from '../../domain/imports'

/** Totals over the files of one confirmation, for the success toast. */
export function totalsOf(batches: readonly Pick<ImportBatch, 'fillCount' | 'tradeCount' | 'ledgerEntryCount' | 'duplicateCount'>[]) {
  return batches.reduce(
    (sum, batch) => ({
      fills: sum.fills + batch.fillCount,
      trades: sum.trades + batch.tradeCount,
      cashFlows: sum.cashFlows + batch.ledgerEntryCount,
      duplicates: sum.duplicates + batch.duplicateCount,
    }),
    { fills: 0, trades: 0, cashFlows: 0, duplicates: 0 },
  )
}

/** Files the confirmation imports: read, recognised, with at least one row to add. */
export function importableOf<
  T extends { readonly state: string; readonly summary?: { readonly fillCount: number; readonly ledgerEntryCount: number; readonly positionCount: number } },
>(files: readonly T[]): T[] {
  return files.filter((file) => file.state === 'ready' && file.summary && file.summary.fillCount + file.summary.ledgerEntryCount + file.summary.positionCount > 0)
}

/** Whether the trader must say which zone the times are in: some file does not state it. */
export function needsTimeZone(files: readonly { readonly summary?: { readonly timeZoneSource: string } }[]): boolean {
  return files.some((file) => file.summary && (file.summary.timeZoneSource === 'assumed' || file.summary.timeZoneSource === 'chosen'))
}

/** The coins the chosen files take fees in without a price in the export (BNB), each once, sorted. */
export function feeCoinsOf(files: readonly { readonly summary?: { readonly notices: readonly FileNotice[] } }[]): string[] {
  const coins = files.flatMap((file) => file.summary?.notices.flatMap((notice) => (notice.code === 'FEE_COIN_PRICE' && notice.detail ? [notice.detail] : [])) ?? [])
  return [...new Set(coins)].sort()
}
