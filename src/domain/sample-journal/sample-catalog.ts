import type { AccountKind } from '../account'
import type { MarketType } from '../trade'

/**
 * What the sample journal trades: coins with a plausible price level and daily volatility, the
 * instruments each venue lists, the accounts, and the setups with their edge. Numbers are chosen to
 * look like a real retail crypto trader's six months, not to be market data.
 */

export type SampleCoin = 'BTC' | 'ETH' | 'SOL' | 'BNB' | 'XRP' | 'DOGE' | 'AVAX' | 'LINK' | 'ARB' | 'SUI'

export interface CoinSpec {
  /** Price in USD at the start of the sample period. */
  readonly startPrice: number
  /** Standard deviation of the daily log return. */
  readonly dailyVolatility: number
}

export const SAMPLE_COINS: Readonly<Record<SampleCoin, CoinSpec>> = {
  BTC: { startPrice: 61_250, dailyVolatility: 0.026 },
  ETH: { startPrice: 3_080, dailyVolatility: 0.034 },
  SOL: { startPrice: 142, dailyVolatility: 0.045 },
  BNB: { startPrice: 575, dailyVolatility: 0.024 },
  XRP: { startPrice: 0.58, dailyVolatility: 0.042 },
  DOGE: { startPrice: 0.124, dailyVolatility: 0.05 },
  AVAX: { startPrice: 31.5, dailyVolatility: 0.048 },
  LINK: { startPrice: 13.8, dailyVolatility: 0.044 },
  ARB: { startPrice: 0.92, dailyVolatility: 0.052 },
  SUI: { startPrice: 1.45, dailyVolatility: 0.055 },
}

export const BTC_VOLATILITY = SAMPLE_COINS.BTC.dailyVolatility

export interface InstrumentSpec {
  readonly symbol: string
  readonly coin: SampleCoin
  readonly marketType: MarketType
  /** Decimals of the price tick. */
  readonly priceDecimals: number
  /** Decimals of the quantity step (inverse: whole contracts). */
  readonly quantityDecimals: number
  /** Inverse contracts: USD value of one contract. */
  readonly contractSize?: number
  /** Relative frequency within the venue. */
  readonly weight: number
}

const linear = (symbol: string, coin: SampleCoin, priceDecimals: number, quantityDecimals: number, weight: number): InstrumentSpec => ({
  symbol,
  coin,
  marketType: 'linear',
  priceDecimals,
  quantityDecimals,
  weight,
})
const spot = (symbol: string, coin: SampleCoin, priceDecimals: number, quantityDecimals: number, weight: number): InstrumentSpec => ({
  symbol,
  coin,
  marketType: 'spot',
  priceDecimals,
  quantityDecimals,
  weight,
})
const inverse = (symbol: string, coin: SampleCoin, priceDecimals: number, contractSize: number, weight: number): InstrumentSpec => ({
  symbol,
  coin,
  marketType: 'inverse',
  priceDecimals,
  quantityDecimals: 0,
  contractSize,
  weight,
})

export type SampleAccountKey = 'binanceFutures' | 'bybit' | 'propChallenge' | 'paper'

/** Fee rates as fractions of the notional. */
export interface FeeSchedule {
  readonly maker: number
  readonly taker: number
}

/** A place trades happen: an account on an exchange, or an exchange used without an account. */
export interface VenueSpec {
  /** Exchange id as trades store it (lower-case partner exchange name). */
  readonly exchange: string
  readonly account?: SampleAccountKey
  /** Share of all trades. */
  readonly weight: number
  /** Capital the position sizing works from, in USD. */
  readonly capital: number
  /** Risk per trade as a fraction of capital: [min, max]. */
  readonly riskPerTrade: readonly [number, number]
  /** Leverages on derivatives and how often each is used. */
  readonly leverages: readonly (readonly [number, number])[]
  readonly fees: FeeSchedule
  /** Spot fees where the venue also lists spot pairs. */
  readonly spotFees?: FeeSchedule
  /** Share of its trades that pay the fee in BNB (Binance's 10 % discount). */
  readonly bnbFeeShare?: number
  /** Extra win probability (a paper account trades a little better, nothing at stake). */
  readonly edge: number
  readonly instruments: readonly InstrumentSpec[]
}

const FUTURES_LEVERAGES: readonly (readonly [number, number])[] = [
  [1, 2],
  [2, 4],
  [3, 7],
  [5, 14],
  [10, 22],
  [12, 5],
  [15, 9],
  [20, 14],
  [25, 7],
  [30, 3],
  [40, 2],
  [50, 3],
]
const PROP_LEVERAGES: readonly (readonly [number, number])[] = [
  [1, 3],
  [2, 6],
  [3, 8],
  [5, 10],
  [10, 6],
]

export const SAMPLE_VENUES: readonly VenueSpec[] = [
  {
    exchange: 'binance',
    account: 'binanceFutures',
    weight: 38,
    capital: 5_000,
    riskPerTrade: [0.005, 0.015],
    leverages: FUTURES_LEVERAGES,
    fees: { maker: 0.0002, taker: 0.0005 },
    bnbFeeShare: 0.35,
    edge: 0,
    instruments: [
      linear('BTCUSDT', 'BTC', 1, 3, 30),
      linear('ETHUSDT', 'ETH', 2, 3, 22),
      linear('SOLUSDT', 'SOL', 2, 0, 12),
      linear('BNBUSDT', 'BNB', 2, 2, 5),
      linear('XRPUSDT', 'XRP', 4, 1, 6),
      linear('DOGEUSDT', 'DOGE', 5, 0, 5),
      linear('AVAXUSDT', 'AVAX', 3, 0, 4),
      linear('LINKUSDT', 'LINK', 3, 2, 4),
      inverse('BTCUSD_PERP', 'BTC', 1, 100, 8),
      inverse('ETHUSD_PERP', 'ETH', 2, 10, 4),
    ],
  },
  {
    exchange: 'bybit',
    account: 'bybit',
    weight: 24,
    capital: 3_000,
    riskPerTrade: [0.005, 0.02],
    leverages: FUTURES_LEVERAGES,
    fees: { maker: 0.0002, taker: 0.00055 },
    spotFees: { maker: 0.001, taker: 0.001 },
    edge: 0,
    instruments: [
      linear('BTCUSDT', 'BTC', 1, 3, 26),
      linear('ETHUSDT', 'ETH', 2, 2, 20),
      linear('SOLUSDT', 'SOL', 3, 1, 14),
      linear('XRPUSDT', 'XRP', 4, 0, 6),
      linear('ARBUSDT', 'ARB', 4, 1, 5),
      linear('SUIUSDT', 'SUI', 4, 1, 5),
      spot('BTCUSDT', 'BTC', 2, 6, 6),
      spot('ETHUSDT', 'ETH', 2, 5, 4),
      spot('SOLUSDT', 'SOL', 2, 3, 3),
    ],
  },
  {
    exchange: 'bybit',
    account: 'propChallenge',
    weight: 12,
    capital: 25_000,
    riskPerTrade: [0.0025, 0.008],
    leverages: PROP_LEVERAGES,
    fees: { maker: 0.0002, taker: 0.00055 },
    edge: 0.02,
    instruments: [linear('BTCUSDT', 'BTC', 1, 3, 45), linear('ETHUSDT', 'ETH', 2, 2, 35), linear('SOLUSDT', 'SOL', 3, 1, 20)],
  },
  {
    exchange: 'bingx',
    account: 'paper',
    weight: 8,
    capital: 10_000,
    riskPerTrade: [0.01, 0.03],
    leverages: FUTURES_LEVERAGES,
    fees: { maker: 0.0002, taker: 0.0005 },
    edge: 0.04,
    instruments: [linear('BTC-USDT', 'BTC', 1, 4, 40), linear('ETH-USDT', 'ETH', 2, 2, 30), linear('DOGE-USDT', 'DOGE', 5, 0, 30)],
  },
  {
    exchange: 'okx',
    weight: 7,
    capital: 4_000,
    riskPerTrade: [0.005, 0.015],
    leverages: FUTURES_LEVERAGES,
    fees: { maker: 0.0002, taker: 0.0005 },
    edge: -0.02,
    instruments: [linear('BTC-USDT-SWAP', 'BTC', 1, 2, 40), linear('ETH-USDT-SWAP', 'ETH', 2, 1, 30), inverse('BTC-USD-SWAP', 'BTC', 1, 100, 30)],
  },
  {
    exchange: 'mexc',
    weight: 3,
    capital: 2_000,
    riskPerTrade: [0.01, 0.02],
    leverages: FUTURES_LEVERAGES,
    fees: { maker: 0, taker: 0.0002 },
    edge: -0.04,
    instruments: [linear('SUIUSDT', 'SUI', 4, 0, 50), linear('DOGEUSDT', 'DOGE', 5, 0, 50)],
  },
  {
    exchange: 'coinbase',
    weight: 5,
    capital: 6_000,
    riskPerTrade: [0.004, 0.01],
    leverages: [[1, 1]],
    fees: { maker: 0.004, taker: 0.006 },
    edge: 0,
    instruments: [spot('BTC-USD', 'BTC', 2, 8, 50), spot('ETH-USD', 'ETH', 2, 8, 30), spot('SOL-USD', 'SOL', 2, 6, 20)],
  },
  {
    exchange: 'kraken',
    weight: 3,
    capital: 4_000,
    riskPerTrade: [0.004, 0.01],
    leverages: [[1, 1]],
    fees: { maker: 0.0025, taker: 0.004 },
    edge: 0,
    instruments: [spot('XBT/USD', 'BTC', 1, 8, 50), spot('ETH/USD', 'ETH', 2, 8, 30), spot('LINK/USD', 'LINK', 5, 5, 20)],
  },
]

export interface SampleAccountSpec {
  readonly key: SampleAccountKey
  readonly kind: AccountKind
  readonly exchange: string
  readonly baseCurrency: string
  readonly initialCapital: number
  /** HSL triple, like the theme tokens. */
  readonly color: string
}

export const SAMPLE_ACCOUNTS: readonly SampleAccountSpec[] = [
  { key: 'binanceFutures', kind: 'exchange', exchange: 'binance', baseCurrency: 'USDT', initialCapital: 5_000, color: '45 93% 47%' },
  { key: 'bybit', kind: 'exchange', exchange: 'bybit', baseCurrency: 'USDT', initialCapital: 3_000, color: '28 90% 52%' },
  { key: 'propChallenge', kind: 'propChallenge', exchange: 'bybit', baseCurrency: 'USDT', initialCapital: 25_000, color: '262 70% 58%' },
  { key: 'paper', kind: 'paper', exchange: 'bingx', baseCurrency: 'USDT', initialCapital: 10_000, color: '199 80% 45%' },
]

export type SampleSetupKey = 'breakout' | 'pullback' | 'rangeFade' | 'trendContinuation' | 'newsPlay' | 'reversal'
export type SampleEmotionKey = 'calm' | 'confident' | 'anxious' | 'fomo' | 'frustrated'
export type SampleMistakeKey = 'movedStop' | 'enteredEarly' | 'oversized' | 'chasedEntry' | 'noPlan'

export const SAMPLE_SETUP_KEYS: readonly SampleSetupKey[] = ['breakout', 'pullback', 'rangeFade', 'trendContinuation', 'newsPlay', 'reversal']
export const SAMPLE_EMOTION_KEYS: readonly SampleEmotionKey[] = ['calm', 'confident', 'anxious', 'fomo', 'frustrated']
export const SAMPLE_MISTAKE_KEYS: readonly SampleMistakeKey[] = ['movedStop', 'enteredEarly', 'oversized', 'chasedEntry', 'noPlan']

export interface SetupSpec {
  /** Probability that a trade of this setup wins, before other effects. */
  readonly winRate: number
  readonly weight: number
  readonly color: string
}

/** Setups differ in edge, so the analytics have something to find. */
export const SAMPLE_SETUPS: Readonly<Record<SampleSetupKey, SetupSpec>> = {
  breakout: { winRate: 0.52, weight: 22, color: '142 70% 40%' },
  pullback: { winRate: 0.58, weight: 24, color: '199 80% 45%' },
  rangeFade: { winRate: 0.54, weight: 14, color: '45 93% 47%' },
  trendContinuation: { winRate: 0.56, weight: 18, color: '217 91% 55%' },
  newsPlay: { winRate: 0.42, weight: 8, color: '0 72% 51%' },
  reversal: { winRate: 0.46, weight: 14, color: '280 65% 55%' },
}

export const EMOTION_COLOR = '330 70% 55%'
export const MISTAKE_COLOR = '15 80% 50%'

/** Holding styles: how long a trade lasts and how far its stop sits (as a fraction of price, BTC-like). */
export interface StyleSpec {
  readonly weight: number
  readonly holdMinutes: readonly [number, number]
  readonly stopDistance: readonly [number, number]
}

export type SampleStyle = 'scalp' | 'intraday' | 'swing'
export const SAMPLE_STYLES: Readonly<Record<SampleStyle, StyleSpec>> = {
  scalp: { weight: 34, holdMinutes: [2, 45], stopDistance: [0.0025, 0.006] },
  intraday: { weight: 46, holdMinutes: [45, 600], stopDistance: [0.004, 0.014] },
  swing: { weight: 20, holdMinutes: [600, 8_640], stopDistance: [0.015, 0.05] },
}
