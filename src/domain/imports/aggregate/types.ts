import type { DecimalString, Id, IsoInstant } from '../../common'
import type { Fill } from '../../fill'
import type { PnlMethod } from '../../import-batch'
import type { LedgerEntry } from '../../ledger-entry'
import type { Trade } from '../../trade'

/** The fields of a stored (or just imported) fill the aggregation reads. */
export type AggregationFill = Pick<
  Fill,
  | 'exchange'
  | 'symbol'
  | 'baseAsset'
  | 'quoteAsset'
  | 'marketType'
  | 'side'
  | 'positionSide'
  | 'price'
  | 'quantity'
  | 'contractSize'
  | 'fee'
  | 'feeAsset'
  | 'realizedPnl'
  | 'executedAt'
  | 'sourceTimeZone'
  | 'dedupeKey'
  | 'rowNumber'
> & { readonly accountId?: Id; readonly importId?: Id }

export type AggregationLedgerEntry = Pick<LedgerEntry, 'exchange' | 'kind' | 'asset' | 'amount' | 'symbol' | 'occurredAt' | 'dedupeKey'> & {
  readonly accountId?: Id
}

export interface DeriveTradesOptions {
  /** Realised P&L method for partial closes (ImportBatch.pnlMethod); default FIFO. */
  readonly method?: PnlMethod
  /**
   * Price in US dollars of fee coins that are neither base nor quote (e.g. `{ BNB: '600' }`): the
   * trader's fee coin prices. Used for pairs quoted in dollars or a dollar stablecoin only; fees in
   * other coins, or on other pairs, stay unconverted (see DerivedTrade).
   */
  readonly feeRates?: Readonly<Record<string, DecimalString>>
  /**
   * Spot only: a remainder at or below this share of the position's peak closes the trade as dust
   * (lot-size rounding leaves 0.00000056 BTC that cannot be sold). Default 0.001.
   */
  readonly spotDustRatio?: DecimalString
}

/** The trade fields the aggregation owns: everything but identity and what the trader adds. */
export type DerivedTradeFields = Omit<
  Trade,
  'id' | 'createdAt' | 'updatedAt' | 'serverRevision' | 'conflicts' | 'isDeleted' | 'deletedAt' | 'tagIds' | 'notes' | 'screenshots' | 'setupId'
>

/** One reduction of the position: what the method realised on it. */
export interface TradeLeg {
  readonly fillKey: string
  readonly at: IsoInstant
  /** Position units closed (base units, or contracts for inverse). */
  readonly quantity: DecimalString
  readonly price: DecimalString
  /** Settlement coin, before fees. */
  readonly realizedPnl: DecimalString
}

export interface DerivedTrade {
  readonly trade: DerivedTradeFields
  /** Stable across re-derivations: the first fill's dedupe key (or the position row's). */
  readonly sourceKey: string
  readonly fillKeys: readonly string[]
  readonly fundingKeys: readonly string[]
  /** Realised P&L by the chosen method, settlement coin, before fees and funding. */
  readonly realizedPnl: DecimalString
  readonly legs: readonly TradeLeg[]
  /** Fees in coins with no known price; `trade.tradingFee` holds the rest. */
  readonly unconvertedFees: readonly { readonly asset: string; readonly amount: DecimalString }[]
  /** Spot remainder closed as dust (position units). */
  readonly dust?: DecimalString
}

export const DERIVATION_ISSUE_CODES = [
  /** Part of a trade's fees is in a coin with no price: kept in `unconvertedFees`. */
  'FEE_NOT_CONVERTED',
  /** Funding while no position of its symbol was open (or ambiguous): left unattached. */
  'FUNDING_UNATTACHED',
  /** Funding in a coin that is neither the trade's quote nor base: left unattached. */
  'FUNDING_ASSET_MISMATCH',
  /** A closing fill with nothing open: its opening fill predates the export. The fill is not used. */
  'CLOSE_WITHOUT_OPEN',
  /** A spot sell of more than the tracked holdings (coins deposited or bought before the export). */
  'SPOT_SELL_WITHOUT_HOLDINGS',
  /** A hedge-mode close larger than its book: the excess is not used. */
  'OVERCLOSE',
] as const
export type DerivationIssueCode = (typeof DERIVATION_ISSUE_CODES)[number]

export interface DerivationIssue {
  readonly code: DerivationIssueCode
  /** The fill or ledger entry concerned. */
  readonly dedupeKey: string
  readonly sourceKey?: string
}

export interface DerivationResult {
  readonly trades: readonly DerivedTrade[]
  readonly issues: readonly DerivationIssue[]
  /** Funding entries attached to no trade. */
  readonly unattachedFunding: readonly string[]
}
