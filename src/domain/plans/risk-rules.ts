import type { DecimalString, Id, JsonObject, LocalDate } from '../common'
import type { TradeFact } from '../insights'
import type { Trade } from '../trade'
import { deriveTradeFigures } from '../trades/derive-trade-figures'
import { storedNumber } from './number-input'

/**
 * The trader's risk limits, all optional. Money limits (the daily loss and the capital that the risk
 * per trade is a share of) are in one quote coin; trades in other coins are not judged against them.
 */
export interface RiskRules {
  readonly currency: string
  /** Capital the per-trade risk % refers to. */
  readonly capital: number | null
  readonly maxRiskPercent: number | null
  readonly maxDailyLoss: number | null
  readonly maxOpenPositions: number | null
  readonly maxLeverage: number | null
}

export const DEFAULT_RISK_CURRENCY = 'USDT'

const positive = (value: unknown): number | null => {
  const n = storedNumber(value)
  return n !== undefined && n > 0 ? n : null
}

export function readRiskRules(definition: JsonObject | undefined): RiskRules {
  const currency = typeof definition?.currency === 'string' && definition.currency.trim() ? definition.currency.trim().toUpperCase() : DEFAULT_RISK_CURRENCY
  const openPositions = positive(definition?.maxOpenPositions)
  return {
    currency,
    capital: positive(definition?.capital),
    maxRiskPercent: positive(definition?.maxRiskPercent),
    maxDailyLoss: positive(definition?.maxDailyLoss),
    maxOpenPositions: openPositions === null ? null : Math.floor(openPositions),
    maxLeverage: positive(definition?.maxLeverage),
  }
}

export type RiskBreachKind = 'riskPerTrade' | 'dailyLoss' | 'openPositions' | 'leverage'

export interface RiskBreach {
  readonly kind: RiskBreachKind
  /** When it happened: the trade's open (risk, leverage), the day's last close (daily loss), now (open positions). */
  readonly at: number
  readonly tradeId?: Id
  readonly symbol?: string
  readonly day?: LocalDate
  /** The measured value: risk as a ratio of capital (0.02), the day's loss as a positive amount, a count, a leverage. */
  readonly value: number
  /** The limit in the same unit. */
  readonly limit: number
}

export interface RiskUsage {
  readonly today: LocalDate
  /** Today's realised P&L in the rules' coin (trades closed today, local). */
  readonly todayPnl: number
  /** What today may still lose before the daily limit; null without one. */
  readonly dailyLossLeft: number | null
  readonly openPositions: number
  /** Highest leverage among open positions (1 for spot); null with none open. */
  readonly highestOpenLeverage: number | null
  /** Trades opened today, every coin. */
  readonly tradesToday: number
}

export interface RiskCheck {
  /** Newest first. */
  readonly breaches: readonly RiskBreach[]
  readonly usage: RiskUsage
  /** Closed and open trades in the rules' coin that have a stop (the per-trade risk needs one). */
  readonly tradesWithStop: number
}

export interface RiskCheckInput {
  /** Live trades, open ones included (of the account in view). */
  readonly trades: readonly Trade[]
  /** Closed trades' facts (the same trades), for the daily P&L. */
  readonly facts: readonly TradeFact[]
  readonly today: LocalDate
  /** Local day of an instant in the trader's zone. */
  readonly localDay: (epochMs: number) => LocalDate
  readonly now: number
  readonly breakevenBand?: DecimalString
}

const leverageOf = (trade: Trade) => (trade.leverage !== undefined && Number.isFinite(trade.leverage) && trade.leverage > 0 ? trade.leverage : 1)

/**
 * Checks the journal against the rules: each trade's initial risk (|entry - stop| x quantity, in the
 * quote coin) as a share of the capital, each trade's leverage, each local day's realised loss, and the
 * positions open now. Reports today's usage beside the limits.
 */
export function checkRiskRules(rules: RiskRules, input: RiskCheckInput): RiskCheck {
  const breaches: RiskBreach[] = []
  let tradesWithStop = 0
  let openPositions = 0
  let highestOpenLeverage: number | null = null
  let tradesToday = 0
  for (const trade of input.trades) {
    if (trade.isDeleted) continue
    const openMs = Date.parse(trade.openedAt)
    if (!Number.isFinite(openMs)) continue
    const leverage = leverageOf(trade)
    if (trade.closedAt === undefined) {
      openPositions += 1
      highestOpenLeverage = Math.max(highestOpenLeverage ?? 0, leverage)
    }
    if (input.localDay(openMs) === input.today) tradesToday += 1
    if (rules.maxLeverage !== null && leverage > rules.maxLeverage) {
      breaches.push({ kind: 'leverage', at: openMs, tradeId: trade.id, symbol: trade.symbol, value: leverage, limit: rules.maxLeverage })
    }
    if (trade.stopLoss === undefined || trade.quoteAsset.trim().toUpperCase() !== rules.currency) continue
    let risk: number | undefined
    try {
      const figures = deriveTradeFigures(trade, { timeZone: '', breakevenBand: input.breakevenBand ?? '0' })
      if (figures.initialRisk !== undefined) {
        // Inverse contracts state the risk in the coin: at the entry price it is worth this much quote.
        risk = Number(figures.initialRisk) * (trade.marketType === 'inverse' ? Number(trade.entryPrice) : 1)
      }
    } catch {
      risk = undefined
    }
    if (risk === undefined || !Number.isFinite(risk)) continue
    tradesWithStop += 1
    if (rules.maxRiskPercent !== null && rules.capital !== null) {
      const share = risk / rules.capital
      if (share * 100 > rules.maxRiskPercent + 1e-9) {
        breaches.push({ kind: 'riskPerTrade', at: openMs, tradeId: trade.id, symbol: trade.symbol, value: share, limit: rules.maxRiskPercent / 100 })
      }
    }
  }

  const days = new Map<LocalDate, { pnl: number; lastClose: number }>()
  for (const fact of input.facts) {
    if (fact.currency !== rules.currency) continue
    const day = days.get(fact.closeDay) ?? { pnl: 0, lastClose: 0 }
    day.pnl += fact.pnl
    day.lastClose = Math.max(day.lastClose, fact.closeMs)
    days.set(fact.closeDay, day)
  }
  if (rules.maxDailyLoss !== null) {
    for (const [day, { pnl, lastClose }] of days) {
      if (-pnl > rules.maxDailyLoss + 1e-9) breaches.push({ kind: 'dailyLoss', at: lastClose, day, value: -pnl, limit: rules.maxDailyLoss })
    }
  }
  if (rules.maxOpenPositions !== null && openPositions > rules.maxOpenPositions) {
    breaches.push({ kind: 'openPositions', at: input.now, value: openPositions, limit: rules.maxOpenPositions })
  }
  breaches.sort((a, b) => b.at - a.at)
  const todayPnl = days.get(input.today)?.pnl ?? 0
  return {
    breaches,
    tradesWithStop,
    usage: {
      today: input.today,
      todayPnl,
      dailyLossLeft: rules.maxDailyLoss === null ? null : Math.max(0, rules.maxDailyLoss + todayPnl),
      openPositions,
      highestOpenLeverage,
      tradesToday,
    },
  }
}
