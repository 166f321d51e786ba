import type { DecimalString, Fill, LedgerEntry, PnlMethod, Trade } from '../../../domain'
import type { FileRefusal, ImportFileSummary, ImportOptions, TradePlan } from '../../../domain/imports'
import type { FeatureRefusal } from '../import-messages'

/** Messages between the upload screen and the import worker. Plain data only (structured clone). */

export interface ScopeSnapshot {
  readonly fills: readonly Fill[]
  readonly ledger: readonly LedgerEntry[]
  readonly trades: readonly Trade[]
}

export interface DeriveInput {
  readonly fills: readonly Fill[]
  readonly ledger: readonly LedgerEntry[]
  readonly existing: readonly Trade[]
  readonly method: PnlMethod
  readonly feeRates?: Readonly<Record<string, DecimalString>>
  readonly now: string
}

export interface ImportJob {
  readonly file: File
  readonly options: ImportOptions
  readonly accountId: string
  readonly importId: string
  readonly now: string
  readonly method: PnlMethod
  /** The trader's fee coin prices in US dollars. */
  readonly feeRates: Readonly<Record<string, DecimalString>>
  readonly scope: ScopeSnapshot
}

export interface ImportResultCounts {
  readonly rowCount: number
  readonly fillCount: number
  readonly ledgerEntryCount: number
  readonly duplicateCount: number
  readonly errorCount: number
  readonly positionTradeCount: number
  readonly fileHash: string
}

export type PreviewOutcome = { readonly ok: true; readonly summary: ImportFileSummary } | { readonly ok: false; readonly refusal: FileRefusal | FeatureRefusal }

export type WorkerRequest =
  | { readonly type: 'preview'; readonly id: number; readonly file: File; readonly options: ImportOptions }
  | ({ readonly type: 'import'; readonly id: number } & ImportJob)
  | { readonly type: 'ack'; readonly id: number }
  | { readonly type: 'cancel'; readonly id: number }
  | { readonly type: 'derive'; readonly id: number; readonly input: DeriveInput }

export type ImportPhase = 'read' | 'write' | 'derive'

export type WorkerResponse =
  | { readonly type: 'progress'; readonly id: number; readonly phase: ImportPhase; readonly done: number; readonly total: number }
  | { readonly type: 'preview'; readonly id: number; readonly outcome: PreviewOutcome }
  | { readonly type: 'chunk'; readonly id: number; readonly fills: readonly Fill[]; readonly ledger: readonly LedgerEntry[] }
  /** Part of the plan's trades: 25,000 trades in one message would be one long task to receive. */
  | { readonly type: 'trades'; readonly id: number; readonly trades: TradePlan['upserts'] }
  /** The plan without its upserts (they came as `trades` messages before it). */
  | { readonly type: 'plan'; readonly id: number; readonly plan: TradePlan; readonly counts: ImportResultCounts }
  | { readonly type: 'derived'; readonly id: number; readonly plan: TradePlan }
  | { readonly type: 'cancelled'; readonly id: number }
  | { readonly type: 'failed'; readonly id: number; readonly refusal?: FileRefusal | FeatureRefusal; readonly message?: string }
