import type { Id } from '../common'
import type { Tag } from '../tag'
import type { Bucket, CurrencyReport, Weekday } from '../metrics'
import type { PeriodOfDay } from '../trades/trade-time'
import { afterLossComparison, computeInsights, type Finding, type GroupStats, HOUR_BLOCK, statsOfBuckets, type TradeFact } from '../insights'
import type { TradeResult } from '../market/trade-results'
import type { CoachIntent } from './intents'
import { weeklyReview, type WeeklyReview } from './weekly-review'

/** A group needs this many closed trades before the coach ranks it (fewer is luck, not a pattern). */
export const MIN_GROUP_TRADES = 3

export interface CoachContext {
  /** The metrics engine's report of one currency (the one with most trades unless chosen). */
  readonly report: CurrencyReport
  /** Closed trades' facts in the report's currency (insights engine). */
  readonly facts: readonly TradeFact[]
  readonly tags: readonly Pick<Tag, 'id' | 'kind'>[]
  /** Exact closed results of every currency, for the weekly answers. */
  readonly results: readonly TradeResult[]
  readonly timeZone: string
  readonly nowMs: number
}

export interface HourBlock {
  readonly from: number
  readonly to: number
  readonly stats: GroupStats
}

/** An answer with the numbers behind it; the feature words it. */
export type CoachAnswer =
  | { readonly kind: 'noTrades' }
  | { readonly kind: 'notEnough'; readonly closedTrades: number; readonly needed: number; readonly what: 'setup' | 'symbol' | 'time' }
  | {
      readonly kind: 'bestSetup' | 'worstSetup'
      readonly currency: string
      readonly setup: Bucket<Id | null>
      readonly compared: number
      readonly runnerUp: Bucket<Id | null> | null
    }
  | { readonly kind: 'bestSymbol' | 'worstSymbol'; readonly currency: string; readonly symbol: Bucket<string>; readonly compared: number; readonly runnerUp: Bucket<string> | null }
  | {
      readonly kind: 'losingTimes' | 'winningTimes'
      readonly currency: string
      readonly weekday: Bucket<Weekday> | null
      readonly hours: HourBlock | null
      readonly period: Bucket<PeriodOfDay> | null
      /** Insights about time and behaviour that point the same way, strongest first. */
      readonly findings: readonly Finding[]
    }
  | { readonly kind: 'week'; readonly which: 'last' | 'this'; readonly review: WeeklyReview }
  | { readonly kind: 'overall'; readonly report: CurrencyReport }
  | {
      readonly kind: 'longVsShort'
      readonly currency: string
      readonly long: Bucket<'long' | 'short'> | null
      readonly short: Bucket<'long' | 'short'> | null
      readonly finding: Finding | null
    }
  | { readonly kind: 'afterLoss'; readonly currency: string; readonly afterLoss: GroupStats; readonly otherwise: GroupStats; readonly finding: Finding | null }
  | { readonly kind: 'unknown' }

/** Buckets with enough trades, best P&L first (ties: more trades first). */
function ranked<K>(buckets: readonly Bucket<K>[], direction: 1 | -1): Bucket<K>[] {
  return buckets.filter((b) => b.trades >= MIN_GROUP_TRADES).sort((a, b) => direction * (b.pnl - a.pnl) || b.trades - a.trades)
}

const TIME_SUBJECTS = new Set(['hours', 'weekday', 'periodOfDay', 'afterLoss', 'busyDays', 'holdingTime'])

/** True when a finding says the group does worse (`-1`) or better (`1`) than the others. */
function pointsTo(finding: Finding, direction: 1 | -1): boolean {
  const g = finding.group
  const o = finding.others
  const value = (v: GroupStats['winRate']) => (v.kind === 'value' ? v.value : Number.NaN)
  const difference = finding.basis === 'winRate' ? value(g.winRate) - value(o.winRate) : value(g.averagePnl) - value(o.averagePnl)
  return Number.isFinite(difference) && Math.sign(difference) === direction
}

function timesAnswer(kind: 'losingTimes' | 'winningTimes', context: CoachContext): CoachAnswer {
  const { report } = context
  const direction = kind === 'winningTimes' ? 1 : -1
  const blocks: HourBlock[] = []
  for (let from = 0; from < 24; from += HOUR_BLOCK) {
    blocks.push({ from, to: from + HOUR_BLOCK, stats: statsOfBuckets(report.breakdowns.hour.filter((b) => b.key >= from && b.key < from + HOUR_BLOCK)) })
  }
  const hours = blocks.filter((b) => b.stats.trades >= MIN_GROUP_TRADES).sort((a, b) => direction * (b.stats.pnl - a.stats.pnl))[0] ?? null
  const weekday = ranked(report.breakdowns.weekday, direction)[0] ?? null
  const period = ranked(report.breakdowns.periodOfDay, direction)[0] ?? null
  if (!hours && !weekday && !period) return { kind: 'notEnough', closedTrades: report.totalTrades, needed: MIN_GROUP_TRADES, what: 'time' }
  const findings = computeInsights({ report, facts: context.facts, tags: context.tags }).filter((f) => TIME_SUBJECTS.has(f.subject.kind) && pointsTo(f, direction))
  return { kind, currency: report.currency, weekday, hours, period, findings: findings.slice(0, 3) }
}

/** Answers a parsed question from the trader's own numbers. */
export function answerIntent(intent: CoachIntent, context: CoachContext): CoachAnswer {
  const { report } = context
  if (intent === 'unknown') return { kind: 'unknown' }
  if (intent === 'lastWeek' || intent === 'thisWeek') {
    return { kind: 'week', which: intent === 'lastWeek' ? 'last' : 'this', review: weeklyReview(context.results, context.nowMs, context.timeZone, intent === 'lastWeek' ? 1 : 0) }
  }
  if (report.totalTrades === 0) return { kind: 'noTrades' }
  switch (intent) {
    case 'bestSetup':
    case 'worstSetup': {
      const list = ranked(
        report.breakdowns.setup.filter((b) => b.key !== null),
        intent === 'bestSetup' ? 1 : -1,
      )
      const setup = list[0]
      if (!setup) return { kind: 'notEnough', closedTrades: report.totalTrades, needed: MIN_GROUP_TRADES, what: 'setup' }
      return { kind: intent, currency: report.currency, setup, compared: list.length, runnerUp: list[1] ?? null }
    }
    case 'bestSymbol':
    case 'worstSymbol': {
      const list = ranked(report.breakdowns.symbol, intent === 'bestSymbol' ? 1 : -1)
      const symbol = list[0]
      if (!symbol) return { kind: 'notEnough', closedTrades: report.totalTrades, needed: MIN_GROUP_TRADES, what: 'symbol' }
      return { kind: intent, currency: report.currency, symbol, compared: list.length, runnerUp: list[1] ?? null }
    }
    case 'losingTimes':
    case 'winningTimes':
      return timesAnswer(intent, context)
    case 'overall':
      return { kind: 'overall', report }
    case 'longVsShort': {
      const finding = computeInsights({ report, facts: context.facts, tags: context.tags }).find((f) => f.subject.kind === 'side') ?? null
      return {
        kind: 'longVsShort',
        currency: report.currency,
        long: report.breakdowns.side.find((b) => b.key === 'long' && b.trades > 0) ?? null,
        short: report.breakdowns.side.find((b) => b.key === 'short' && b.trades > 0) ?? null,
        finding,
      }
    }
    case 'afterLoss': {
      const comparison = afterLossComparison(context.facts)
      const finding = computeInsights({ report, facts: context.facts, tags: context.tags }).find((f) => f.subject.kind === 'afterLoss') ?? null
      return { kind: 'afterLoss', currency: report.currency, afterLoss: comparison.afterLoss, otherwise: comparison.otherwise, finding }
    }
  }
}
