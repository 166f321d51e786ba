import type { Trade } from '../trade'
import type { TradeFigureInput } from './derive-trade-figures'

/** A trade as the form (or an import row) types it: text as typed, blank meaning "not given". */
export interface TradeDraft {
  readonly symbol?: string | null
  /** long, short, buy or sell. */
  readonly side?: string | null
  /** spot, linear or inverse; inferred from the symbol and side when blank. */
  readonly marketType?: string | null
  /** Override the coins read from the symbol (import rows that state them). */
  readonly baseAsset?: string | null
  readonly quoteAsset?: string | null
  readonly entryPrice?: string | null
  readonly exitPrice?: string | null
  readonly quantity?: string | null
  readonly contractSize?: string | null
  readonly leverage?: string | null
  /** Typed margin: kept as an override of notional / leverage. */
  readonly margin?: string | null
  readonly tradingFee?: string | null
  readonly feeAsset?: string | null
  /** Signed: negative paid, positive received, in the quote coin. */
  readonly fundingFee?: string | null
  readonly stopLoss?: string | null
  readonly takeProfit?: string | null
  readonly openedAt?: string | null
  readonly closedAt?: string | null
  /** P&L stated by the exchange: kept as an override of the derived realised P&L. */
  readonly realizedPnl?: string | null
  readonly netPnl?: string | null
  readonly setupId?: string | null
  readonly exchange?: string | null
  readonly accountId?: string | null
  readonly notes?: string | null
  readonly tagIds?: readonly string[] | null
}

/** A validated draft, ready to store (canonical decimal strings, ISO instants). */
export type NormalisedTradeDraft = TradeFigureInput & Pick<Trade, 'symbol' | 'setupId' | 'exchange' | 'accountId' | 'notes' | 'tagIds'>

export interface TradeDraftOptions {
  /** IANA zone local date-times are typed in (Profile.timeZone or the device's); UTC when invalid. */
  readonly timeZone: string
}

export const MIN_LEVERAGE = 1
export const MAX_LEVERAGE = 200
export const MAX_NOTES_LENGTH = 20_000
