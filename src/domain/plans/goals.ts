import type { DecimalString, Id, JsonObject, LocalDate } from '../common'
import { compare, parseDecimal } from '../decimal'
import { computeMetrics, createZoneCalendar, dayNumberToDate, type PnlView } from '../metrics'
import type { Plan } from '../plan'
import type { Trade } from '../trade'
import { type NumberProblem, readNumber, storedDecimal } from './number-input'
import { type DateRange, type GoalPeriod, GOAL_PERIODS, isLocalDate, periodContaining, rangePosition } from './period'

/**
 * What a goal measures. Net P&L and trades are reached once and stay reached; win rate and profit
 * factor are ratios that can fall back under the target; max drawdown is a limit not to pass.
 */
export type GoalMetric = 'netPnl' | 'winRate' | 'trades' | 'profitFactor' | 'maxDrawdown'
export const GOAL_METRICS: readonly GoalMetric[] = ['netPnl', 'winRate', 'trades', 'profitFactor', 'maxDrawdown']

/** Metrics in money: they are measured in one quote coin (amounts of different coins never add up). */
export const MONEY_METRICS: ReadonlySet<GoalMetric> = new Set(['netPnl', 'maxDrawdown'])

export interface GoalDefinition {
  readonly metric: GoalMetric
  /** Money for P&L and drawdown, a count for trades, a percent (55 = 55 %) for win rate, a ratio for profit factor. */
  readonly target: DecimalString
  /** Quote coin of a money metric or of the profit factor. */
  readonly currency?: string
}

/** A goal's definition as stored, or null when it cannot be read (written by a newer version, say). */
export function readGoalDefinition(definition: JsonObject): GoalDefinition | null {
  const metric = definition.metric
  if (typeof metric !== 'string' || !GOAL_METRICS.includes(metric as GoalMetric)) return null
  const target = storedDecimal(definition.target)
  if (target === undefined) return null
  const currency = typeof definition.currency === 'string' && definition.currency.trim() ? definition.currency.trim().toUpperCase() : undefined
  return { metric: metric as GoalMetric, target, ...(currency ? { currency } : {}) }
}

export interface GoalFormValues {
  readonly title: string
  readonly metric: string
  readonly target: string
  readonly currency: string
  readonly period: string
  readonly startsOn: string
  readonly endsOn: string
  readonly accountId: string
}

export type GoalFormField = keyof GoalFormValues
export type GoalFormProblem = NumberProblem | 'titleRequired' | 'titleTooLong' | 'percentOver100' | 'currencyRequired' | 'dateInvalid' | 'endBeforeStart'
export type GoalFormErrors = Partial<Record<GoalFormField, GoalFormProblem>>

export interface GoalFields {
  readonly title: string
  readonly period: GoalPeriod
  readonly startsOn: LocalDate
  readonly endsOn: LocalDate
  readonly accountId: Id | undefined
  readonly definition: GoalDefinition
}

/**
 * Checks the goal form. A week, month, quarter or year goal covers the one that holds `today` (so it
 * can end, and be achieved or missed); a custom goal covers the days typed.
 */
export function readGoalForm(values: GoalFormValues, today: LocalDate): { ok: true; fields: GoalFields } | { ok: false; errors: GoalFormErrors } {
  const errors: GoalFormErrors = {}
  const title = values.title.trim()
  if (!title) errors.title = 'titleRequired'
  else if (title.length > 200) errors.title = 'titleTooLong'
  const metric = (GOAL_METRICS as readonly string[]).includes(values.metric) ? (values.metric as GoalMetric) : 'netPnl'
  const target = readNumber(values.target, { required: true, whole: metric === 'trades' })
  if (!target.ok) errors.target = target.problem
  else if (metric === 'winRate' && compare(parseDecimal(target.value ?? '0'), parseDecimal('100')) > 0) errors.target = 'percentOver100'
  const currency = values.currency.trim().toUpperCase()
  if ((MONEY_METRICS.has(metric) || metric === 'profitFactor') && !currency) errors.currency = 'currencyRequired'
  const period = (GOAL_PERIODS as readonly string[]).includes(values.period) ? (values.period as GoalPeriod) : 'month'
  let range: DateRange | null = null
  if (period === 'custom') {
    if (!isLocalDate(values.startsOn)) errors.startsOn = 'dateInvalid'
    if (!isLocalDate(values.endsOn)) errors.endsOn = 'dateInvalid'
    else if (isLocalDate(values.startsOn) && values.endsOn < values.startsOn) errors.endsOn = 'endBeforeStart'
    if (!errors.startsOn && !errors.endsOn) range = { start: values.startsOn, end: values.endsOn }
  } else range = periodContaining(period, today)
  if (Object.keys(errors).length > 0 || !range || !target.ok) return { ok: false, errors }
  const usesCurrency = MONEY_METRICS.has(metric) || metric === 'profitFactor'
  return {
    ok: true,
    fields: {
      title,
      period,
      startsOn: range.start,
      endsOn: range.end,
      accountId: values.accountId || undefined,
      definition: { metric, target: target.value ?? '0', ...(usesCurrency ? { currency } : {}) },
    },
  }
}

export type GoalStatus = 'upcoming' | 'onTrack' | 'behind' | 'achieved' | 'missed'

export interface GoalProgress {
  readonly definition: GoalDefinition
  readonly range: DateRange
  /** The measured value: money, a ratio (win rate 0.55), a count; null when there is nothing to measure yet. */
  readonly value: number | null
  /** Exact money text of net P&L goals. */
  readonly exactValue?: DecimalString
  /** The target in the value's unit (win rate 0.55, not 55). */
  readonly target: number
  /** Share of the bar to fill, 0 to 1: towards the target, or (drawdown) of the limit used. */
  readonly fraction: number
  readonly status: GoalStatus
  /** Closed trades counted (of the goal's account and, for money, its coin). */
  readonly trades: number
  /** Share of the period's days begun. */
  readonly elapsed: number
  /** Profit factor with wins and no losses. */
  readonly infinite?: boolean
}

export interface GoalContext {
  readonly timeZone: string
  readonly today: LocalDate
  readonly now: number
  readonly breakevenBand?: DecimalString
  readonly view?: PnlView
}

/** The days a goal covers; a stored goal without readable days covers the period holding today. */
export function goalRange(goal: Pick<Plan, 'period' | 'startsOn' | 'endsOn'>, today: LocalDate): DateRange {
  if (isLocalDate(goal.startsOn) && isLocalDate(goal.endsOn)) return { start: goal.startsOn, end: goal.endsOn }
  const period = goal.period === 'week' || goal.period === 'quarter' || goal.period === 'year' ? goal.period : 'month'
  return periodContaining(period, today)
}

/** Trades closed on the range's local days (in the trader's zone), of one account when given. */
export function tradesClosedIn(trades: readonly Trade[], range: DateRange, timeZone: string, accountId?: Id): Trade[] {
  const calendar = createZoneCalendar(timeZone)
  return trades.filter((trade) => {
    if (trade.isDeleted || trade.closedAt === undefined) return false
    if (accountId && trade.accountId !== accountId) return false
    const ms = Date.parse(trade.closedAt)
    if (!Number.isFinite(ms)) return false
    const day = dayNumberToDate(calendar.localDay(ms))
    return day >= range.start && day <= range.end
  })
}

/**
 * A goal's progress, measured by the metrics engine over the trades closed in its period: net P&L
 * (exact), win rate and trades over every coin, profit factor and max drawdown in the goal's coin.
 */
export function goalProgress(goal: Plan, definition: GoalDefinition, trades: readonly Trade[], context: GoalContext): GoalProgress {
  const range = goalRange(goal, context.today)
  const position = rangePosition(range, context.today)
  const inRange = tradesClosedIn(trades, range, context.timeZone, goal.accountId)
  const metrics = computeMetrics(inRange, { timeZone: context.timeZone, now: context.now, breakevenBand: context.breakevenBand, view: context.view })
  const report = definition.currency ? metrics.reports.find((r) => r.currency === definition.currency) : metrics.primary
  const rawTarget = Number(definition.target)
  const target = definition.metric === 'winRate' ? rawTarget / 100 : rawTarget
  let value: number | null = null
  let exactValue: DecimalString | undefined
  let infinite = false
  let counted = report?.totalTrades ?? 0
  switch (definition.metric) {
    case 'netPnl':
      exactValue = report ? (metrics.view === 'gross' ? report.totals.grossPnl : report.totals.netPnl) : '0'
      value = Number(exactValue)
      break
    case 'trades':
      value = metrics.overall.totalTrades
      counted = value
      break
    case 'winRate':
      value = metrics.overall.winRate.kind === 'value' ? metrics.overall.winRate.value : null
      counted = metrics.overall.totalTrades
      break
    case 'profitFactor':
      if (report?.profitFactor.kind === 'value') value = report.profitFactor.value
      else if (report?.profitFactor.kind === 'infinite') {
        value = Number.POSITIVE_INFINITY
        infinite = true
      }
      break
    case 'maxDrawdown':
      value = report?.maxDrawdown.amount ?? 0
      break
  }
  const reached = (() => {
    if (value === null) return false
    if (definition.metric === 'netPnl' && exactValue !== undefined) return compare(parseDecimal(exactValue), parseDecimal(definition.target)) >= 0
    return value >= target
  })()
  let status: GoalStatus
  let fraction: number
  if (definition.metric === 'maxDrawdown') {
    const used = target > 0 ? (value ?? 0) / target : (value ?? 0) > 0 ? 1 : 0
    fraction = Math.min(1, Math.max(0, used))
    const breached = (value ?? 0) > target
    status = position.phase === 'before' ? 'upcoming' : breached ? 'missed' : position.phase === 'after' ? 'achieved' : 'onTrack'
  } else {
    fraction = value === null ? 0 : target > 0 ? Math.min(1, Math.max(0, value / target)) : reached ? 1 : 0
    if (position.phase === 'before') status = 'upcoming'
    else if (position.phase === 'after') status = reached ? 'achieved' : 'missed'
    else if (definition.metric === 'netPnl' || definition.metric === 'trades') {
      // Reached counts at once; otherwise the goal is on track while it keeps pace with the days begun.
      status = reached ? 'achieved' : fraction >= position.elapsed ? 'onTrack' : 'behind'
    } else status = reached ? 'onTrack' : 'behind'
  }
  return {
    definition,
    range,
    value,
    ...(exactValue !== undefined ? { exactValue } : {}),
    target,
    fraction,
    status,
    trades: counted,
    elapsed: position.elapsed,
    ...(infinite ? { infinite } : {}),
  }
}

/**
 * Whether a goal's 'achieved' is news to announce: not announced since its period began, judged by
 * the day of `lastTriggeredAt` in the trader's zone (`localDay`). A monthly goal is announced again
 * when it is reached in a new month; a past period's stays told.
 */
export function goalReachedIsNew(progress: GoalProgress, lastTriggeredAt: string | undefined, localDay: (epochMs: number) => LocalDate): boolean {
  if (progress.status !== 'achieved') return false
  const told = lastTriggeredAt ? Date.parse(lastTriggeredAt) : Number.NaN
  return !Number.isFinite(told) || localDay(told) < progress.range.start
}
