import type { DecimalString, Id } from '../common'
import type { PeriodOfDay } from '../trades/trade-time'
import type { PnlView } from './options'
import type { Value } from './value'

/**
 * The metrics' result. Definitions follow docs/metrics.md ("Definitions we use"); each field says what it
 * means so the UI can show the definition beside the number. "P&L" below is the P&L of the chosen
 * view: net (realised - trading fees - funding paid + funding received) or gross (realised, before
 * fees and funding). Only closed trades with a known P&L count ("realised"); open trades are counted
 * apart (`open`). Money is in the report's currency; amounts in different quote coins are never added
 * together unless a conversion rate was given.
 */

/** 1 = Monday ... 7 = Sunday (ISO 8601). */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7
export type Direction = 'long' | 'short'

/** Counts and P&L of a group of trades (a symbol, an hour, a setup...). */
export interface BucketStats {
  /** Closed trades in the bucket. */
  readonly trades: number
  readonly wins: number
  readonly losses: number
  readonly breakevens: number
  /** Sum of P&L. */
  readonly pnl: number
  /** Wins / (wins + losses); breakeven trades are left out. */
  readonly winRate: Value
  /** P&L / trades. */
  readonly averagePnl: Value
  /** Trading fees paid (a negative fee, a rebate, lowers it). Funding is not a fee. */
  readonly fees: number
  /** Net funding: negative paid, positive received. */
  readonly funding: number
  /** Sum of position sizes (notional at entry). */
  readonly volume: number
}

export interface Bucket<K> extends BucketStats {
  readonly key: K
}

/**
 * P&L by dimension. Keys: symbol as written (upper case); setup, tag and account ids; exchange id (lower
 * case); `null` for trades without one. A trade with several tags counts in each of its tags' buckets
 * (and in the `null` bucket when it has none), so only the tag breakdown's sums exceed the total.
 * Symbol, setup, tag, exchange and account list the buckets that have trades, most trades first;
 * side, period of day, hour and weekday list every bucket in their natural order. Hours, weekdays and
 * periods of day are those of the trade's open time in the trader's time zone.
 */
export interface Breakdowns {
  readonly symbol: readonly Bucket<string>[]
  readonly setup: readonly Bucket<Id | null>[]
  readonly tag: readonly Bucket<Id | null>[]
  readonly exchange: readonly Bucket<string | null>[]
  readonly account: readonly Bucket<Id | null>[]
  /** long (long and spot buy) and short (short and spot sell). */
  readonly side: readonly Bucket<Direction>[]
  /** morning [06:00, 12:00), afternoon [12:00, 18:00), night [18:00, 06:00). */
  readonly periodOfDay: readonly Bucket<PeriodOfDay>[]
  /** 24 buckets, 0 to 23. */
  readonly hour: readonly Bucket<number>[]
  /** 7 buckets, Monday first. */
  readonly weekday: readonly Bucket<Weekday>[]
}

/** R-multiples in [from, to): `from` null is minus infinity, `to` null plus infinity. */
export interface RBucket extends BucketStats {
  readonly from: number | null
  readonly to: number | null
}

/** R-multiples in [from, to), counted over every currency. */
export interface RCount extends Pick<BucketStats, 'trades' | 'wins' | 'losses' | 'breakevens' | 'winRate'> {
  readonly from: number | null
  readonly to: number | null
}

export interface Streaks {
  /** The latest run of wins or losses (breakeven trades neither break nor extend a run). */
  readonly current: { readonly kind: 'win' | 'loss' | 'none'; readonly length: number }
  readonly longestWin: number
  readonly longestLoss: number
}

export interface TradeRef {
  readonly tradeId: Id
  readonly pnl: number
  /** Close time, epoch ms. */
  readonly closedAt: number
}

export interface DayRef {
  /** Local calendar day, `YYYY-MM-DD`. */
  readonly date: string
  readonly pnl: number
  readonly trades: number
}

export interface HourRef {
  readonly hour: number
  readonly pnl: number
  readonly trades: number
}

export interface WeekdayRef {
  readonly weekday: Weekday
  readonly pnl: number
  readonly trades: number
}

/** A day of the P&L calendar (days with closed trades only; by local close date). */
export interface DailyPoint extends Omit<BucketStats, 'averagePnl' | 'volume'> {
  readonly date: string
  /** Initial capital + cumulative P&L at the end of the day. */
  readonly equity: number
  /** Running peak of equity - equity, at the end of the day. */
  readonly drawdown: number
}

/**
 * Equity after each closed trade, in close order: initial capital + cumulative P&L. `drawdown` is the
 * running peak (initial capital included) minus equity; `drawdownPercent` that fall / the peak (NaN
 * never appears: with no positive capital it is absent).
 */
export interface EquitySeries {
  /** Close times, epoch ms. */
  readonly time: Float64Array
  readonly equity: Float64Array
  readonly drawdown: Float64Array
  readonly drawdownPercent?: Float64Array
  readonly tradeIds: readonly Id[]
}

export interface MaxDrawdown {
  /** Largest fall of equity from a running peak, in money (0 when it never fell). */
  readonly amount: number
  /** Largest fall from a running peak as a fraction of that peak (0.2 = 20 %); none without capital. */
  readonly percent: Value
  /** Close times (epoch ms) of the peak and the trough of the largest money fall, if any. */
  readonly peakAt?: number
  readonly troughAt?: number
  /** When equity first got back to that peak; absent if it has not. */
  readonly recoveredAt?: number
}

export interface MoneyTotals {
  /** Exact sums as decimal text (18 decimals at most). */
  readonly netPnl: DecimalString
  readonly grossPnl: DecimalString
  /** Trading fees (including fees implied by a stated net P&L). */
  readonly fees: DecimalString
  /** Funding paid, as a positive amount. */
  readonly fundingPaid: DecimalString
  readonly fundingReceived: DecimalString
  /** Received - paid. */
  readonly fundingNet: DecimalString
  /** Closed trades whose fee is implied by the exchange's stated net P&L (fee coin without a rate). */
  readonly feesImplied: number
  /** Closed trades whose fee is unknown (fee coin without a rate): left out of `fees`. */
  readonly feesUnknown: number
  /** Sum of position sizes (notional at entry). */
  readonly volume: number
}

/** Open trades: not in any realised statistic, counted here. */
export interface OpenSummary {
  readonly count: number
  readonly long: number
  readonly short: number
  /** Sum of position sizes and margins at entry. */
  readonly notional: number
  readonly margin: number
  /** Fees and funding booked so far. */
  readonly fees: number
  readonly funding: number
  /** Epoch ms of the oldest open trade. */
  readonly oldestOpenedAt?: number
  /** Mean of now - open time, ms. */
  readonly averageAgeMs: Value
}

/** Every statistic for the trades of one currency (or of one reporting currency, converted). */
export interface CurrencyReport {
  readonly currency: string
  /** Quote coins whose trades are in this report (converted at the given rates when not `currency`). */
  readonly sourceCurrencies: readonly string[]
  readonly view: PnlView
  /** Initial capital, and where it came from: the option, the accounts' capital, or none (0). */
  readonly capital: { readonly amount: number; readonly exact: DecimalString; readonly source: 'option' | 'accounts' | 'none' }
  /** Closed trades with a known P&L (the base of every statistic below). */
  readonly totalTrades: number
  readonly wins: number
  readonly losses: number
  readonly breakevens: number
  /** Closed trades whose P&L is unknown (fee coin without a rate): left out, counted here. */
  readonly unpriced: number
  readonly open: OpenSummary
  /** Sum of P&L (the view's). */
  readonly pnl: number
  readonly totals: MoneyTotals
  /** Initial capital + P&L. */
  readonly totalBalance: number
  /** Wins / (wins + losses). */
  readonly winRate: Value
  /** Losses / (wins + losses). */
  readonly lossRate: Value
  /** Sum of winning P&L. */
  readonly grossProfit: number
  /** Sum of losing P&L (negative or 0). */
  readonly grossLoss: number
  /** P&L / total trades. */
  readonly averagePnlPerTrade: Value
  /** P&L / trading days (local days with at least one closed trade). */
  readonly averagePnlPerDay: Value
  readonly tradingDays: number
  /** Mean of each trade's ROI (P&L / margin, margin = notional / leverage), over trades with a margin. */
  readonly averageRoiPerTrade: Value
  /** Account ROI: P&L / initial capital; none without capital. */
  readonly currentRoi: Value
  readonly maxDrawdown: MaxDrawdown
  /** Running peak - current equity. */
  readonly currentDrawdown: number
  readonly streaks: Streaks
  /** Sum of winning P&L / |sum of losing P&L|; infinite with wins and no losses. */
  readonly profitFactor: Value
  /**
   * Mean / standard deviation (sample) of daily returns, annualised by sqrt(365), risk-free rate 0. A
   * day's return is its P&L / equity at the start of the day, over every calendar day from the first
   * to the last trading day (days without trades return 0).
   */
  readonly sharpeRatio: Value
  /** Payoff ratio (realised risk-to-reward): average win / |average loss|. */
  readonly riskToReward: Value
  /** Mean P&L of winning trades. */
  readonly averageWin: Value
  /** Mean P&L of losing trades (negative). */
  readonly averageLoss: Value
  readonly bestTrade?: TradeRef
  readonly worstTrade?: TradeRef
  /** Days by local close date. */
  readonly bestDay?: DayRef
  readonly worstDay?: DayRef
  /** Hours and weekdays of the open time, local; only those with trades compete. */
  readonly bestHour?: HourRef
  readonly worstHour?: HourRef
  readonly bestWeekday?: WeekdayRef
  readonly worstWeekday?: WeekdayRef
  /** Mean of close time - open time, ms. */
  readonly averageHoldingTimeMs: Value
  /** Mean position size (notional at entry). */
  readonly averagePositionSize: Value
  /** Mean leverage (1 for trades without one, such as spot). */
  readonly averageLeverage: Value
  /** Win rate x average win - loss rate x |average loss|: the mean P&L of a decided trade. */
  readonly expectancy: Value
  /** The same in R, over decided trades with a stop (R = P&L / initial risk). */
  readonly expectancyR: Value
  /** Mean R over trades with a stop. */
  readonly averageR: Value
  /** Trades with a stop (an R-multiple). */
  readonly tradesWithR: number
  readonly rMultiples: readonly RBucket[]
  /** P&L / max drawdown; infinite when profitable without any drawdown. */
  readonly recoveryFactor: Value
  readonly breakdowns: Breakdowns
  readonly equity: EquitySeries
  readonly daily: readonly DailyPoint[]
}

/** Statistics without money, over every realised trade whatever its currency. */
export interface OverallStats {
  readonly totalTrades: number
  readonly wins: number
  readonly losses: number
  readonly breakevens: number
  readonly unpriced: number
  readonly open: number
  readonly winRate: Value
  readonly streaks: Streaks
  readonly averageHoldingTimeMs: Value
  readonly averageLeverage: Value
  readonly averageRoiPerTrade: Value
  readonly averageR: Value
  readonly expectancyR: Value
  readonly tradesWithR: number
  /** Counts per R bucket (no money: it would mix currencies). */
  readonly rMultiples: readonly RCount[]
}

export type MetricsNote =
  /** The time zone was not a valid IANA zone: UTC was used. */
  | 'invalidTimeZone'
  /** Trades are in several quote coins that were not all converted: see `reports`. */
  | 'severalCurrencies'

export interface Metrics {
  readonly view: PnlView
  /** The zone buckets were read in. */
  readonly timeZone: string
  /** The currency with the most trades (the reporting currency when one was given and used). */
  readonly primaryCurrency: string
  /** Always present; an empty journal gives an empty report. */
  readonly primary: CurrencyReport
  /** One report per currency, most trades first (the primary first). */
  readonly reports: readonly CurrencyReport[]
  readonly overall: OverallStats
  /** Trades left out: soft-deleted ones and ones whose stored numbers or times cannot be read. */
  readonly excluded: { readonly deleted: number; readonly unreadable: number }
  readonly notes: readonly MetricsNote[]
}
