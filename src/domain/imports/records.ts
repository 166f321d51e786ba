import type { DecimalString, Id, IsoInstant, SyncedFields } from '../common'
import type { Fill } from '../fill'
import type { LedgerEntry } from '../ledger-entry'
import type { MarketType } from '../trade'

/**
 * What a parsed row becomes, before the database gives it an id and an account. Parsers produce
 * drafts; the session adds the dedupe key; the worker adds id, account, import and timestamps with
 * `toFill` / `toLedgerEntry`.
 */

type Managed = keyof SyncedFields | 'accountId' | 'importId' | 'dedupeKey'

/** A Fill as read from a row. `fee` is a cost (negative: a rebate), in `feeAsset`. */
export type FillDraft = Omit<Fill, Managed>
export type LedgerDraft = Omit<LedgerEntry, Managed>

/**
 * A closed position as an exchange summarises it (Bybit closed P&L, KuCoin futures realised P&L,
 * MEXC position history): one row per closed position, no fills behind it. It becomes a trade
 * directly, with the exchange's P&L as an override.
 */
export interface PositionDraft {
  readonly exchange: string
  readonly symbol: string
  readonly baseAsset: string
  readonly quoteAsset: string
  readonly marketType: MarketType
  readonly side: 'long' | 'short'
  /** Base units (linear), contracts (inverse), as Trade.quantity. */
  readonly quantity: DecimalString
  readonly contractSize?: DecimalString
  readonly entryPrice: DecimalString
  readonly exitPrice: DecimalString
  /** Absent when the export gives only the close time. */
  readonly openedAt?: IsoInstant
  readonly closedAt: IsoInstant
  /** Gross realised P&L in the settlement coin, when the export gives it before fees. */
  readonly realizedPnl?: DecimalString
  /** P&L after fees and funding, when that is what the export gives. */
  readonly netPnl?: DecimalString
  /** Trading fees as a cost, in `feeAsset` (the quote coin when absent). */
  readonly tradingFee?: DecimalString
  readonly feeAsset?: string
  /** Funding as a cash flow in the settlement coin (negative: paid). */
  readonly fundingFee?: DecimalString
  readonly leverage?: number
  readonly sourceTimeZone?: string
  readonly exchangePositionId?: string
  readonly rowNumber: number
}

export type RowRecord =
  | { readonly kind: 'fill'; readonly value: FillDraft; readonly idKey?: string }
  | { readonly kind: 'ledger'; readonly value: LedgerDraft; readonly idKey?: string }
  | { readonly kind: 'position'; readonly value: PositionDraft; readonly idKey?: string }

export type ImportedFill = FillDraft & { readonly dedupeKey: string }
export type ImportedLedgerEntry = LedgerDraft & { readonly dedupeKey: string }
export type ImportedPosition = PositionDraft & { readonly dedupeKey: string }

export type ImportedRecord =
  | { readonly kind: 'fill'; readonly value: ImportedFill }
  | { readonly kind: 'ledger'; readonly value: ImportedLedgerEntry }
  | { readonly kind: 'position'; readonly value: ImportedPosition }

export interface StoredFields {
  readonly id: Id
  readonly accountId: Id
  readonly importId: Id
  /** The write time, from the caller (the domain reads no clock). */
  readonly now: IsoInstant
}

/** An imported fill as the database stores it. */
export function toFill(fill: ImportedFill, fields: StoredFields): Fill {
  return { ...fill, id: fields.id, accountId: fields.accountId, importId: fields.importId, createdAt: fields.now, updatedAt: fields.now }
}

export function toLedgerEntry(entry: ImportedLedgerEntry, fields: StoredFields): LedgerEntry {
  return { ...entry, id: fields.id, accountId: fields.accountId, importId: fields.importId, createdAt: fields.now, updatedAt: fields.now }
}
