import { useMemo } from 'react'
import { type Plan, type Trade, usePlans, useTrades } from '../../db'
import { type TradeFact, tradeFactsOf } from '../../domain/insights'
import { type AlertDefinition, type AlertInput, type AlertState, evaluateAlert, readAlertDefinition } from '../../domain/plans'
import type { PlanClock } from '../goals'

export interface AlertView {
  readonly alert: Plan
  /** Null when the stored definition cannot be read. */
  readonly definition: AlertDefinition | null
  readonly state: AlertState | null
}

/** The journal as the alerts read it: closed trades' facts in close order and every position's leverage. */
export function alertInputs(trades: readonly Trade[], facts: readonly TradeFact[], today: string, accountId: string | undefined): AlertInput {
  const positions = trades.flatMap((trade) => {
    if (trade.isDeleted || (accountId && trade.accountId !== accountId)) return []
    const openMs = Date.parse(trade.openedAt)
    if (!Number.isFinite(openMs)) return []
    const leverage = trade.leverage !== undefined && Number.isFinite(trade.leverage) && trade.leverage > 0 ? trade.leverage : 1
    return [{ id: trade.id, symbol: trade.symbol.trim().toUpperCase(), openMs, leverage, open: trade.closedAt === undefined }]
  })
  return { facts: accountId ? facts.filter((fact) => fact.accountId === accountId) : facts, positions, today }
}

/** Evaluates one alert against the journal (what the screen shows and the watcher toasts). */
export function evaluateAlertPlan(alert: Plan, trades: readonly Trade[], facts: readonly TradeFact[], today: string): AlertView {
  const definition = readAlertDefinition(alert.definition)
  const state = definition ? evaluateAlert(definition, alertInputs(trades, facts, today, alert.accountId)) : null
  return { alert, definition, state }
}

/** Every alert with its state, evaluated on the device whenever the journal or the alerts change. */
export function useAlertStates(clock: PlanClock) {
  const alerts = usePlans('alert')
  const trades = useTrades({})
  const { timeZone, breakevenBand, view, today } = clock
  const facts = useMemo(() => tradeFactsOf(trades.data, { timeZone, breakevenBand, view }).closed, [trades.data, timeZone, breakevenBand, view])
  const views = useMemo(() => alerts.data.map((alert) => evaluateAlertPlan(alert, trades.data, facts, today)), [alerts.data, trades.data, facts, today])
  return { views, trades: trades.data, facts, loading: alerts.isLoading || trades.isLoading }
}
