import type { DecimalString, Id, IsoInstant, SoftDeletable, SyncedFields } from './common'

/** long/short for derivatives, buy/sell for spot. */
export type TradeSide = 'long' | 'short' | 'buy' | 'sell'
export const TRADE_SIDES: readonly TradeSide[] = ['long', 'short', 'buy', 'sell']

/** Linear contracts settle in the quote coin, inverse (coin-margined) ones in the base coin. */
export type MarketType = 'spot' | 'linear' | 'inverse'
export const MARKET_TYPES: readonly MarketType[] = ['spot', 'linear', 'inverse']

/** Where a trade came from: typed by the trader, derived from imported fills, or the sample journal. */
export type TradeSource = 'manual' | 'import' | 'sample'
export const TRADE_SOURCES: readonly TradeSource[] = ['manual', 'import', 'sample']

/**
 * Values the trader (or an exchange export) states instead of the derived ones, e.g. the P&L the
 * exchange reported. Kept apart so the UI can mark them as overridden. Amounts are in the settlement
 * coin (the quote coin for spot and linear, the base coin for inverse), except `notional`, which is
 * in the quote coin; `roi` is a ratio (0.25 = 25 %). See src/domain/trades/trade-math.ts.
 */
export interface TradeOverrides {
  readonly realizedPnl?: DecimalString
  readonly netPnl?: DecimalString
  readonly roi?: DecimalString
  readonly margin?: DecimalString
  readonly notional?: DecimalString
}

/**
 * A screenshot's description. The image bytes are RxDB attachments of the trade: `<id>` holds the
 * original and `<id>.display` the compressed copy shown in lists.
 */
export interface TradeScreenshot {
  readonly id: Id
  readonly fileName: string
  readonly mimeType: 'image/png' | 'image/jpeg'
  /** Size of the original in bytes. */
  readonly size: number
  readonly width?: number
  readonly height?: number
  readonly addedAt: IsoInstant
  /** Object path in the storage bucket once uploaded, so other devices can download it on demand. */
  readonly remotePath?: string
}

/**
 * A trade as stored. P&L, ROI, notional, margin, status (open while `closedAt` is absent), outcome
 * and period of day are derived from these fields by domain functions, never stored twice.
 */
export interface Trade extends SyncedFields, SoftDeletable {
  readonly accountId?: Id
  /** Exchange id, e.g. `binance`, `bybit`, `okx`. */
  readonly exchange?: string
  /** As the trader or exchange writes it, e.g. `BTCUSDT`, `BTC-USD-SWAP`. */
  readonly symbol: string
  readonly baseAsset: string
  readonly quoteAsset: string
  readonly marketType: MarketType
  readonly side: TradeSide
  readonly entryPrice: DecimalString
  readonly exitPrice?: DecimalString
  /**
   * Spot and linear: in base units (contracts already multiplied out by `contractSize`). Inverse: a
   * number of contracts, each worth `contractSize` quote units (1 when absent), so quantity x
   * contractSize is the face value in the quote coin (e.g. USD).
   */
  readonly quantity: DecimalString
  /**
   * Value of one contract for contract-denominated exports (OKX `cont`, inverse contracts). Used by
   * the figures for inverse trades only; informational for linear ones.
   */
  readonly contractSize?: DecimalString
  readonly leverage?: number
  /** Trading fees, a positive cost, in `feeAsset` (the quote coin when absent). */
  readonly tradingFee?: DecimalString
  readonly feeAsset?: string
  /** Net funding as a cash flow in the quote coin: negative when paid, positive when received. */
  readonly fundingFee?: DecimalString
  readonly stopLoss?: DecimalString
  readonly takeProfit?: DecimalString
  readonly openedAt: IsoInstant
  readonly closedAt?: IsoInstant
  /** The Setup tag (kind `setup`). */
  readonly setupId?: Id
  /** Emotion and mistake tags (and further setups). */
  readonly tagIds: readonly Id[]
  /** Plain text or markdown, rendered sanitised. */
  readonly notes: string
  readonly screenshots: readonly TradeScreenshot[]
  readonly overrides?: TradeOverrides
  readonly source: TradeSource
  /** The import batch that produced this trade. */
  readonly importId?: Id
  /** Stable key of the derived position (e.g. its first fill's id), so re-deriving keeps notes and tags. */
  readonly sourceKey?: string
  /** IANA zone the source file was written in, kept for provenance. */
  readonly sourceTimeZone?: string
}
