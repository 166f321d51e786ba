import type { DecimalString, Id, IsoInstant, SyncedFields } from './common'
import type { MarketType } from './trade'

/**
 * One execution from an exchange export. Fills are kept as imported; trades are derived from them,
 * so changing the aggregation method re-derives trades without re-importing.
 */
export interface Fill extends SyncedFields {
  readonly accountId: Id
  readonly importId: Id
  readonly exchange: string
  readonly symbol: string
  readonly baseAsset?: string
  readonly quoteAsset?: string
  readonly marketType: MarketType
  readonly side: 'buy' | 'sell'
  /** Hedge-mode position side where the export states it. */
  readonly positionSide?: 'long' | 'short' | 'both'
  readonly price: DecimalString
  /** In the export's unit; multiply by `contractSize` when set. */
  readonly quantity: DecimalString
  readonly contractSize?: DecimalString
  /** Quote value of the fill as the export states it. */
  readonly quoteQuantity?: DecimalString
  readonly fee?: DecimalString
  readonly feeAsset?: string
  /** Realised P&L the exchange reported on closing fills. */
  readonly realizedPnl?: DecimalString
  readonly executedAt: IsoInstant
  readonly sourceTimeZone?: string
  readonly exchangeTradeId?: string
  readonly orderId?: string
  /**
   * De-duplication key: the exchange trade id, or a hash of (exchange, symbol, time, side, price,
   * quantity, fee) plus the row's position in its file, so two identical fills in one file both stay.
   */
  readonly dedupeKey: string
  /** 1-based row of the source file, for messages and the position part of the dedupe key. */
  readonly rowNumber: number
}
