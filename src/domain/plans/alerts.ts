import type { Id, JsonObject, LocalDate } from '../common'
import type { TradeFact } from '../insights'
import { storedNumber } from './number-input'

/**
 * Performance alerts: a day's loss beyond an amount (in one coin), N losses in a row, the win rate of
 * the last N trades under a percent, a position opened with leverage over a limit.
 */
export type AlertType = 'dailyLoss' | 'lossStreak' | 'winRateBelow' | 'leverageAbove'
export const ALERT_TYPES: readonly AlertType[] = ['dailyLoss', 'lossStreak', 'winRateBelow', 'leverageAbove']

export interface AlertDefinition {
  readonly type: AlertType
  /** A positive amount (daily loss), a count (streak), a percent 0-100 (win rate) or a leverage. */
  readonly threshold: number
  /** Win rate: how many of the latest decided trades. */
  readonly window?: number
  /** Daily loss: the quote coin. */
  readonly currency?: string
}

export function readAlertDefinition(definition: JsonObject): AlertDefinition | null {
  const type = definition.type
  if (typeof type !== 'string' || !ALERT_TYPES.includes(type as AlertType)) return null
  const threshold = storedNumber(definition.threshold)
  if (threshold === undefined || threshold <= 0) return null
  const window = storedNumber(definition.window)
  const currency = typeof definition.currency === 'string' && definition.currency.trim() ? definition.currency.trim().toUpperCase() : undefined
  if (type === 'winRateBelow' && (window === undefined || window < 1)) return null
  if (type === 'dailyLoss' && !currency) return null
  return {
    type: type as AlertType,
    threshold,
    ...(type === 'winRateBelow' && window !== undefined ? { window: Math.floor(window) } : {}),
    ...(type === 'dailyLoss' && currency ? { currency } : {}),
  }
}

/** A moment the alert fired: what crossed the line, and the value it read then. */
export interface AlertFiring {
  readonly at: number
  /** The day's loss (positive), the streak length, the window's win rate (0.4), the leverage. */
  readonly value: number
  readonly tradeId: Id
  readonly symbol: string
  /** Daily loss: the local day. */
  readonly day?: LocalDate
}

export interface AlertState {
  /** The condition holds now: today's loss is beyond it, the streak is running, the window is under it, a position is open over it. */
  readonly active: boolean
  /** Every time it fired, oldest first. */
  readonly firings: readonly AlertFiring[]
  readonly latest: AlertFiring | null
}

export interface OpenPosition {
  readonly id: Id
  readonly symbol: string
  readonly openMs: number
  readonly leverage: number
}

export interface AlertInput {
  /** Closed trades in close order (of the alert's account). */
  readonly facts: readonly TradeFact[]
  /** Closed and open trades' leverage, for the leverage alert. */
  readonly positions: readonly (OpenPosition & { readonly open: boolean })[]
  readonly today: LocalDate
}

const EPSILON = 1e-9

/**
 * Replays the journal in close order and records each moment the condition became true: a day's
 * running loss first passing the amount, a run of losses reaching N (breakeven trades neither break
 * nor extend it, as in the metrics), the last N decided trades' win rate dropping under the percent
 * (again only after it had recovered), each position opened over the leverage.
 */
export function evaluateAlert(definition: AlertDefinition, input: AlertInput): AlertState {
  const firings: AlertFiring[] = []
  let active = false
  switch (definition.type) {
    case 'dailyLoss': {
      let day = ''
      let pnl = 0
      let firedToday = false
      for (const fact of input.facts) {
        if (fact.currency !== definition.currency) continue
        if (fact.closeDay !== day) {
          day = fact.closeDay
          pnl = 0
          firedToday = false
        }
        pnl += fact.pnl
        if (!firedToday && -pnl > definition.threshold + EPSILON) {
          firedToday = true
          firings.push({ at: fact.closeMs, value: -pnl, tradeId: fact.id, symbol: fact.symbol, day })
        }
      }
      active = day === input.today && -pnl > definition.threshold + EPSILON
      break
    }
    case 'lossStreak': {
      let run = 0
      for (const fact of input.facts) {
        if (fact.outcome === 'breakeven') continue
        run = fact.outcome === 'loss' ? run + 1 : 0
        if (run === Math.ceil(definition.threshold)) firings.push({ at: fact.closeMs, value: run, tradeId: fact.id, symbol: fact.symbol })
      }
      active = run >= Math.ceil(definition.threshold)
      break
    }
    case 'winRateBelow': {
      const size = definition.window ?? 20
      const limit = definition.threshold / 100
      const window: boolean[] = []
      let wins = 0
      let below = false
      for (const fact of input.facts) {
        if (fact.outcome === 'breakeven') continue
        const win = fact.outcome === 'win'
        window.push(win)
        if (win) wins += 1
        if (window.length > size && window.shift()) wins -= 1
        if (window.length < size) continue
        const rate = wins / size
        const nowBelow = rate < limit - EPSILON
        if (nowBelow && !below) firings.push({ at: fact.closeMs, value: rate, tradeId: fact.id, symbol: fact.symbol })
        below = nowBelow
      }
      active = below
      break
    }
    case 'leverageAbove': {
      const over = input.positions.filter((position) => position.leverage > definition.threshold + EPSILON).sort((a, b) => a.openMs - b.openMs)
      for (const position of over) firings.push({ at: position.openMs, value: position.leverage, tradeId: position.id, symbol: position.symbol })
      active = over.some((position) => position.open)
      break
    }
  }
  return { active, firings, latest: firings.at(-1) ?? null }
}

/** The alert fired after it was last acknowledged: the moment to tell the trader. */
export function firedSince(state: AlertState, lastTriggeredAt: string | undefined): boolean {
  if (!state.latest) return false
  const seen = lastTriggeredAt ? Date.parse(lastTriggeredAt) : Number.NEGATIVE_INFINITY
  return state.latest.at > (Number.isFinite(seen) ? seen : Number.NEGATIVE_INFINITY)
}
