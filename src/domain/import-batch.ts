import type { Id, IsoInstant, SyncedFields } from './common'

export type ImportStatus = 'running' | 'completed' | 'failed' | 'cancelled' | 'undone'
export const IMPORT_STATUSES: readonly ImportStatus[] = ['running', 'completed', 'failed', 'cancelled', 'undone']

/** Fills-to-trades aggregation method for realised P&L. */
export type PnlMethod = 'fifo' | 'lifo' | 'average'
export const PNL_METHODS: readonly PnlMethod[] = ['fifo', 'lifo', 'average']

/** One imported file: what it was, what it produced, and whether it was undone. */
export interface ImportBatch extends SyncedFields {
  readonly accountId: Id
  readonly fileName: string
  readonly fileSize: number
  /** SHA-256 of the file's bytes (hex), to recognise the same file imported twice. */
  readonly fileHash: string
  readonly exchange: string
  /** Detected layout, e.g. `binance-usdm-trades`, or `mapping` for a column-mapped file. */
  readonly exportType: string
  readonly mappingPresetId?: Id
  readonly sourceTimeZone?: string
  readonly pnlMethod?: PnlMethod
  readonly status: ImportStatus
  readonly rowCount: number
  readonly fillCount: number
  readonly ledgerEntryCount: number
  readonly tradeCount: number
  /** Rows skipped as already imported. */
  readonly duplicateCount: number
  readonly errorCount: number
  readonly startedAt: IsoInstant
  readonly finishedAt?: IsoInstant
  readonly undoneAt?: IsoInstant
  readonly errorMessage?: string
}
