import type { DecimalString, Id, IsoInstant, SyncedFields } from './common'

/** Cash flows that are not fills: funding, fees charged apart, deposits and withdrawals... */
export type LedgerEntryKind = 'funding' | 'fee' | 'rebate' | 'deposit' | 'withdrawal' | 'transfer' | 'liquidation' | 'realizedPnl' | 'other'
export const LEDGER_ENTRY_KINDS: readonly LedgerEntryKind[] = ['funding', 'fee', 'rebate', 'deposit', 'withdrawal', 'transfer', 'liquidation', 'realizedPnl', 'other']

export interface LedgerEntry extends SyncedFields {
  readonly accountId: Id
  /** The import batch; an empty string for a row the trader typed (e.g. a deposit). */
  readonly importId: Id | ''
  readonly exchange: string
  readonly kind: LedgerEntryKind
  readonly asset: string
  /** Signed cash flow: negative leaves the account (funding paid), positive enters it. */
  readonly amount: DecimalString
  readonly symbol?: string
  readonly occurredAt: IsoInstant
  readonly sourceTimeZone?: string
  readonly exchangeTransactionId?: string
  /** Same rule as Fill.dedupeKey; `manual:<id>` for typed rows. */
  readonly dedupeKey: string
  readonly rowNumber: number
  readonly note?: string
}
