import type { DecimalString } from '../common'
import { type Decimal, parseDecimal, round, toDecimalString, ZERO } from '../decimal'
import type { Trade, TradeOverrides } from '../trade'
import {
  convertFee,
  type Direction,
  directionOf,
  type FeeConversion,
  grossPnlOf,
  initialRiskOf,
  leverageDecimal,
  marginOf,
  MONEY_SCALE,
  netPnlOf,
  notionalOf,
  optionalDecimal,
  plannedRewardOf,
  type PositionSize,
  quoteToSettlement,
  ratioAsNumber,
  roiOf,
  settlementAssetOf,
  settlementToQuote,
} from './trade-math'
import { outcomeOf, statusOf, type TradeOutcome, type TradeStatus } from './trade-outcome'
import { holdingTimeMs, isValidTimeZone, type PeriodOfDay, periodOfDay } from './trade-time'

/** The stored fields the figures are derived from: a Trade, or a normalised draft. */
export type TradeFigureInput = Pick<
  Trade,
  | 'baseAsset'
  | 'quoteAsset'
  | 'marketType'
  | 'side'
  | 'entryPrice'
  | 'exitPrice'
  | 'quantity'
  | 'contractSize'
  | 'leverage'
  | 'tradingFee'
  | 'feeAsset'
  | 'fundingFee'
  | 'stopLoss'
  | 'takeProfit'
  | 'openedAt'
  | 'closedAt'
  | 'overrides'
>

export interface DeriveOptions {
  /** |net P&L| at or below this is breakeven, in the quote coin (TradingDefaults.breakevenBand). */
  readonly breakevenBand?: DecimalString
  /** IANA zone for the period of day (Profile.timeZone or the device's). */
  readonly timeZone: string
  /** Price of one unit of a fee coin in the quote coin, e.g. { BNB: '612.4' }. */
  readonly conversionRates?: Readonly<Record<string, DecimalString>>
}

/** A derived amount, or the user's (or exchange's) override of it. */
export interface FigureValue {
  readonly value: DecimalString
  readonly overridden: boolean
}

/**
 * Every number a trade shows. Amounts are canonical decimal strings; unless said otherwise they are
 * in `settlementAsset` (the quote coin for spot and linear, the base coin for inverse).
 */
export interface TradeFigures {
  readonly status: TradeStatus
  readonly direction: Direction
  readonly settlementAsset: string
  /** Position size in the quote coin at entry. */
  readonly notional: FigureValue
  readonly margin: FigureValue
  /** Realised P&L before fees and funding; absent while open (unless overridden). */
  readonly grossPnl?: FigureValue
  /** Gross P&L in the quote coin (inverse: at the exit price). */
  readonly grossPnlQuote?: DecimalString
  /** Trading fee as a cost (negative: a rebate); absent when its coin could not be converted. */
  readonly fee?: DecimalString
  readonly feeConversion: FeeConversion
  /** Funding as a cash flow: negative paid, positive received. */
  readonly funding?: DecimalString
  /** Gross - fee + funding; absent while open or when the fee could not be converted. */
  readonly netPnl?: FigureValue
  /** Net P&L in the quote coin (inverse: at the exit price); the outcome is judged on it. */
  readonly netPnlQuote?: DecimalString
  /** net P&L / margin as a ratio (0.25 = 25 %). */
  readonly roi?: FigureValue
  /** |entry - stop| x quantity (inverse: the same move in coin); absent without a stop. */
  readonly initialRisk?: DecimalString
  /** net P&L / initial risk. */
  readonly rMultiple?: number
  /** |take profit - entry| x quantity (inverse: in coin). */
  readonly plannedReward?: DecimalString
  /** Planned reward / initial risk. */
  readonly plannedRewardRisk?: number
  /** Closed trades with a known net P&L only. */
  readonly outcome?: TradeOutcome
  readonly holdingTimeMs?: number
  /** Of the open time, in options.timeZone; absent when the zone is not a valid IANA zone. */
  readonly periodOfDay?: PeriodOfDay
  /** Override fields that were used. */
  readonly overriddenFields: readonly (keyof TradeOverrides)[]
}

/**
 * The figures as decimals, for the metrics engine: the same numbers as deriveTradeFigures (amounts
 * rounded to MONEY_SCALE as its texts are, ROI as it is) without writing them as text and reading
 * them back, once per trade of a journal.
 */
export interface TradeDecimals {
  readonly status: TradeStatus
  readonly direction: Direction
  readonly settlementAsset: string
  readonly notional: Decimal
  readonly notionalOverridden: boolean
  readonly margin: Decimal
  readonly marginOverridden: boolean
  readonly grossPnl?: Decimal
  readonly grossPnlOverridden: boolean
  readonly grossPnlQuote?: Decimal
  readonly fee?: Decimal
  readonly feeConversion: FeeConversion
  readonly funding?: Decimal
  readonly netPnl?: Decimal
  readonly netPnlOverridden: boolean
  readonly netPnlQuote?: Decimal
  readonly roi?: Decimal
  readonly roiOverridden: boolean
  readonly initialRisk?: Decimal
  readonly rMultiple?: number
  readonly plannedReward?: Decimal
  readonly plannedRewardRisk?: number
  readonly outcome?: TradeOutcome
  readonly holdingTimeMs?: number
  readonly overriddenFields: readonly (keyof TradeOverrides)[]
}

/** An amount as the figures show it. */
const money = (value: Decimal): Decimal => round(value, MONEY_SCALE)

/**
 * Derives P&L, ROI, R, outcome and the rest from a trade's stored fields, as decimals (see
 * TradeDecimals). Pure, no clock. Throws DecimalError when a stored decimal string is malformed.
 */
export function deriveTradeDecimals(trade: TradeFigureInput, options: Omit<DeriveOptions, 'timeZone'>): TradeDecimals {
  const overrides = trade.overrides ?? {}
  const o = {
    realizedPnl: optionalDecimal(overrides.realizedPnl),
    netPnl: optionalDecimal(overrides.netPnl),
    roi: optionalDecimal(overrides.roi),
    margin: optionalDecimal(overrides.margin),
    notional: optionalDecimal(overrides.notional),
  }
  const overriddenFields = (Object.keys(o) as (keyof TradeOverrides)[]).filter((key) => o[key] !== undefined)
  const { marketType } = trade
  const direction = directionOf(trade.side)
  const entryPrice = parseDecimal(trade.entryPrice)
  const exitPrice = optionalDecimal(trade.exitPrice)
  const position: PositionSize = {
    marketType,
    entryPrice,
    quantity: parseDecimal(trade.quantity),
    contractSize: optionalDecimal(trade.contractSize),
  }
  const conversionPrice = exitPrice ?? entryPrice
  const status = statusOf(trade)

  const notional = o.notional ?? notionalOf(position)
  const leverage = leverageDecimal(trade.leverage)
  const margin = o.margin ?? marginOf(marketType, notional, entryPrice, leverage)

  const gross = o.realizedPnl ?? (exitPrice && status === 'closed' ? grossPnlOf(position, exitPrice, direction) : undefined)
  const rates: Record<string, Decimal> = {}
  for (const [asset, rate] of Object.entries(options.conversionRates ?? {})) rates[asset.toUpperCase()] = parseDecimal(rate)
  const fee = convertFee({
    marketType,
    baseAsset: trade.baseAsset,
    quoteAsset: trade.quoteAsset,
    fee: optionalDecimal(trade.tradingFee),
    feeAsset: trade.feeAsset,
    entryPrice,
    exitPrice,
    conversionRates: rates,
  })
  const fundingQuote = optionalDecimal(trade.fundingFee)
  const funding = fundingQuote ? quoteToSettlement(marketType, fundingQuote, conversionPrice) : undefined
  const feeKnown = fee.conversion !== 'unknown'
  const net = o.netPnl ?? (gross && feeKnown ? netPnlOf(gross, fee.amount, funding) : undefined)
  // Inverse amounts reach the quote coin at the exit price only: without one there is no honest rate.
  const toQuote = (amount: Decimal | undefined): Decimal | undefined =>
    amount === undefined || (marketType === 'inverse' && !exitPrice) ? undefined : money(settlementToQuote(marketType, amount, conversionPrice))
  const netQuote = toQuote(net)
  const roi = o.roi ?? (net ? roiOf(net, margin) : undefined)

  const stop = optionalDecimal(trade.stopLoss)
  const takeProfit = optionalDecimal(trade.takeProfit)
  const risk = stop ? initialRiskOf(position, stop) : undefined
  const reward = takeProfit ? plannedRewardOf(position, takeProfit) : undefined

  const band = optionalDecimal(options.breakevenBand) ?? ZERO
  const judged = netQuote ?? net
  return {
    status,
    direction,
    settlementAsset: settlementAssetOf(marketType, trade.baseAsset, trade.quoteAsset),
    notional: money(notional),
    notionalOverridden: o.notional !== undefined,
    margin: money(margin),
    marginOverridden: o.margin !== undefined,
    grossPnl: gross && money(gross),
    grossPnlOverridden: o.realizedPnl !== undefined,
    grossPnlQuote: toQuote(gross),
    fee: fee.amount && money(fee.amount),
    feeConversion: fee.conversion,
    funding: funding && money(funding),
    netPnl: net && money(net),
    netPnlOverridden: o.netPnl !== undefined,
    netPnlQuote: netQuote,
    roi,
    roiOverridden: o.roi !== undefined,
    initialRisk: risk && money(risk),
    rMultiple: net && risk ? ratioAsNumber(net, risk) : undefined,
    plannedReward: reward && money(reward),
    plannedRewardRisk: reward && risk ? ratioAsNumber(reward, risk) : undefined,
    outcome: status === 'closed' && judged ? outcomeOf(judged, band) : undefined,
    holdingTimeMs: holdingTimeMs(trade.openedAt, trade.closedAt),
    overriddenFields,
  }
}

const text = (value: Decimal | undefined): DecimalString | undefined => (value === undefined ? undefined : toDecimalString(value))
const figure = (value: Decimal | undefined, overridden: boolean): FigureValue | undefined => (value === undefined ? undefined : { value: toDecimalString(value), overridden })

/**
 * Derives P&L, ROI, R, outcome and the rest from a trade's stored fields. Pure, no clock. Throws
 * DecimalError when a stored decimal string is malformed (the database refuses those).
 */
export function deriveTradeFigures(trade: TradeFigureInput, options: DeriveOptions): TradeFigures {
  const d = deriveTradeDecimals(trade, options)
  return {
    status: d.status,
    direction: d.direction,
    settlementAsset: d.settlementAsset,
    notional: { value: toDecimalString(d.notional), overridden: d.notionalOverridden },
    margin: { value: toDecimalString(d.margin), overridden: d.marginOverridden },
    grossPnl: figure(d.grossPnl, d.grossPnlOverridden),
    grossPnlQuote: text(d.grossPnlQuote),
    fee: text(d.fee),
    feeConversion: d.feeConversion,
    funding: text(d.funding),
    netPnl: figure(d.netPnl, d.netPnlOverridden),
    netPnlQuote: text(d.netPnlQuote),
    roi: figure(d.roi, d.roiOverridden),
    initialRisk: text(d.initialRisk),
    rMultiple: d.rMultiple,
    plannedReward: text(d.plannedReward),
    plannedRewardRisk: d.plannedRewardRisk,
    outcome: d.outcome,
    holdingTimeMs: d.holdingTimeMs,
    periodOfDay: isValidTimeZone(options.timeZone) && Number.isFinite(Date.parse(trade.openedAt)) ? periodOfDay(trade.openedAt, options.timeZone) : undefined,
    overriddenFields: d.overriddenFields,
  }
}
