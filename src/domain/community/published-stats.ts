import { computeMetrics, type MetricsOptions, type Value } from '../metrics'
import type { Trade } from '../trade'
import { MIN_RANKED_TRADES } from './ranking'

export type CommunityPeriod = 'month' | 'all_time'
export const COMMUNITY_PERIODS: readonly CommunityPeriod[] = ['month', 'all_time']

/** One period's published statistics: counts and percentages only (no money amount). */
export interface PublishedStats {
  readonly period: CommunityPeriod
  /** First day of the month (YYYY-MM-DD, in the trader's zone) for 'month'; null for 'all_time'. */
  readonly periodStart: string | null
  /** Closed trades with a known P&L in the period. */
  readonly trades: number
  /** Win rate in percent (0-100), one decimal; null without a decided trade. */
  readonly winRate: number | null
  /** Gross profit / |gross loss|, two decimals; null when undefined or infinite (no losses). */
  readonly profitFactor: number | null
  /** P&L / initial capital in percent, two decimals; null when no initial capital is set. */
  readonly roiPercent: number | null
}

export type PublishStatsOptions = Pick<MetricsOptions, 'timeZone' | 'now' | 'breakevenBand' | 'view' | 'initialCapital' | 'accounts'>

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals
  const rounded = Math.round(value * factor) / factor
  return Object.is(rounded, -0) ? 0 : rounded
}
const finite = (v: Value): number | null => (v.kind === 'value' && Number.isFinite(v.value) ? v.value : null)

function zoneOrUtc(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return timeZone
  } catch {
    return 'UTC'
  }
}

/** YYYY-MM of an instant in a zone. */
function yearMonth(epochMs: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zoneOrUtc(timeZone), year: 'numeric', month: '2-digit' }).formatToParts(epochMs)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}`
}

/**
 * A trader's figures for a period, from the metrics engine's primary currency report: trades
 * closed in the period (this calendar month in the trader's zone, or all time). The definitions the
 * server's leaderboard view computes from the synced trades
 * (sync/supabase/migrations/20261128060100_leaderboard_from_synced_trades.sql).
 */
export function computePublishedStats(trades: readonly Trade[], period: CommunityPeriod, options: PublishStatsOptions): PublishedStats {
  const month = yearMonth(options.now, options.timeZone)
  const inPeriod = period === 'all_time' ? trades : trades.filter((trade) => trade.closedAt !== undefined && yearMonth(Date.parse(trade.closedAt), options.timeZone) === month)
  const report = computeMetrics(inPeriod, options).primary
  const winRate = finite(report.winRate)
  const profitFactor = finite(report.profitFactor)
  const roi = finite(report.currentRoi)
  return {
    period,
    periodStart: period === 'month' ? `${month}-01` : null,
    trades: report.totalTrades,
    winRate: winRate === null ? null : round(winRate * 100, 1),
    profitFactor: profitFactor === null ? null : round(profitFactor, 2),
    roiPercent: roi === null ? null : round(roi * 100, 2),
  }
}

/**
 * The figures as the leaderboard shows them: below MIN_RANKED_TRADES closed trades, the count
 * only (the server's view gives no percentage there either).
 */
export function asPublished(stats: PublishedStats): PublishedStats {
  return stats.trades >= MIN_RANKED_TRADES ? stats : { ...stats, winRate: null, profitFactor: null, roiPercent: null }
}
