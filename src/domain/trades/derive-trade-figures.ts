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

function text(value: Decimal): DecimalString {
  return toDecimalString(round(value, MONEY_SCALE))
}

function figure(derived: Decimal | undefined, override: Decimal | undefined): FigureValue | undefined {
  if (override) return { value: text(override), overridden: true }
  return derived ? { value: text(derived), overridden: false } : undefined
}

/**
 * Derives P&L, ROI, R, outcome and the rest from a trade's stored fields. Pure, no clock. Throws
 * DecimalError when a stored decimal string is malformed (the database refuses those).
 */
export function deriveTradeFigures(trade: TradeFigureInput, options: DeriveOptions): TradeFigures {
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
  const toQuote = (amount: Decimal | undefined): DecimalString | undefined =>
    amount === undefined || (marketType === 'inverse' && !exitPrice) ? undefined : text(settlementToQuote(marketType, amount, conversionPrice))
  const netQuote = toQuote(net)
  const roi = o.roi ?? (net ? roiOf(net, margin) : undefined)

  const stop = optionalDecimal(trade.stopLoss)
  const takeProfit = optionalDecimal(trade.takeProfit)
  const risk = stop ? initialRiskOf(position, stop) : undefined
  const reward = takeProfit ? plannedRewardOf(position, takeProfit) : undefined

  const band = optionalDecimal(options.breakevenBand) ?? ZERO
  const judged = netQuote !== undefined ? parseDecimal(netQuote) : net
  return {
    status,
    direction,
    settlementAsset: settlementAssetOf(marketType, trade.baseAsset, trade.quoteAsset),
    notional: { value: text(notional), overridden: o.notional !== undefined },
    margin: { value: text(margin), overridden: o.margin !== undefined },
    grossPnl: figure(gross, o.realizedPnl),
    grossPnlQuote: toQuote(gross),
    fee: fee.amount ? text(fee.amount) : undefined,
    feeConversion: fee.conversion,
    funding: funding ? text(funding) : undefined,
    netPnl: figure(net, o.netPnl),
    netPnlQuote: netQuote,
    roi: roi ? { value: toDecimalString(roi), overridden: o.roi !== undefined } : undefined,
    initialRisk: risk ? text(risk) : undefined,
    rMultiple: net && risk ? ratioAsNumber(net, risk) : undefined,
    plannedReward: reward ? text(reward) : undefined,
    plannedRewardRisk: reward && risk ? ratioAsNumber(reward, risk) : undefined,
    outcome: status === 'closed' && judged ? outcomeOf(judged, band) : undefined,
    holdingTimeMs: holdingTimeMs(trade.openedAt, trade.closedAt),
    periodOfDay:
      isValidTimeZone(options.timeZone) && Number.isFinite(Date.parse(trade.openedAt)) ? periodOfDay(trade.openedAt, options.timeZone) : undefined,
    overriddenFields,
  }
}
