import type { Tag } from '../tag'
import type { BucketStats, CurrencyReport } from '../metrics'
import { afterLossComparison, busyDayComparison, tagComparisons } from './behavior'
import { holdingBuckets, leverageBuckets, type RangeBucket } from './buckets'
import { compareGroups, type Finding, type InsightSubject } from './finding'
import { type GroupStats, statsExcept, statsOf, statsOfBuckets } from './group-stats'
import { INSIGHT_THRESHOLDS, type InsightThresholds } from './thresholds'
import type { TradeFact } from './trade-facts'

export interface InsightInput {
  /** The engine's report of one currency: its breakdowns give the hour, weekday, period, setup, symbol and side groups. */
  readonly report: CurrencyReport
  /** The closed trades of that same currency and view (tradeFactsOf + factsInCurrency). */
  readonly facts: readonly TradeFact[]
  /** For the kind (emotion, mistake) of each tag. */
  readonly tags: readonly Pick<Tag, 'id' | 'kind'>[]
  readonly thresholds?: InsightThresholds
}

/** Local open hours in blocks of three, so each block has trades enough to compare. */
export const HOUR_BLOCK = 3

/**
 * Findings from the trader's own trades, strongest first. Each compares one group with every other
 * trade of the report and is kept only past INSIGHT_THRESHOLDS. Groups the engine already buckets
 * (hours, weekdays, periods of day, setups, symbols, sides) are read from its breakdowns, so the
 * numbers match the dashboard's; the rest (holding time, leverage, after a loss, busy days, emotion
 * and mistake tags) from the trades' facts.
 */
export function computeInsights({ report, facts, tags, thresholds = INSIGHT_THRESHOLDS }: InsightInput): Finding[] {
  const currency = report.currency
  const total = statsOfBuckets([{ trades: report.totalTrades, wins: report.wins, losses: report.losses, breakevens: report.breakevens, pnl: report.pnl }])
  const findings: Finding[] = []
  const add = (subject: InsightSubject, group: GroupStats, others: GroupStats) => {
    const finding = compareGroups(subject, group, others, currency, thresholds)
    if (finding) findings.push(finding)
  }
  const vsRest = (subject: InsightSubject, buckets: readonly BucketStats[]) => {
    const group = statsOfBuckets(buckets)
    add(subject, group, statsExcept(total, group))
  }

  const { breakdowns } = report
  for (let from = 0; from < 24; from += HOUR_BLOCK) {
    vsRest(
      { kind: 'hours', from, to: from + HOUR_BLOCK },
      breakdowns.hour.filter((b) => b.key >= from && b.key < from + HOUR_BLOCK),
    )
  }
  for (const bucket of breakdowns.weekday) vsRest({ kind: 'weekday', weekday: bucket.key }, [bucket])
  for (const bucket of breakdowns.periodOfDay) vsRest({ kind: 'periodOfDay', period: bucket.key }, [bucket])
  for (const bucket of breakdowns.setup) if (bucket.key !== null) vsRest({ kind: 'setup', setupId: bucket.key }, [bucket])
  for (const bucket of breakdowns.symbol) vsRest({ kind: 'symbol', symbol: bucket.key }, [bucket])
  // Long against short is one comparison, not two mirrored ones.
  const long = breakdowns.side.find((b) => b.key === 'long')
  if (long) vsRest({ kind: 'side', side: 'long' }, [long])

  const all = statsOf(facts)
  const ranges = (kind: 'holdingTime' | 'leverage', buckets: readonly RangeBucket[]) => {
    for (const b of buckets) {
      const subject: InsightSubject = kind === 'holdingTime' ? { kind, fromMs: b.from, toMs: b.to } : { kind, from: b.from, to: b.to }
      add(subject, b, statsExcept(all, b))
    }
  }
  ranges('holdingTime', holdingBuckets(facts))
  ranges('leverage', leverageBuckets(facts))

  const afterLoss = afterLossComparison(facts)
  add({ kind: 'afterLoss' }, afterLoss.afterLoss, afterLoss.otherwise)
  const busy = busyDayComparison(facts)
  if (busy.busy.trades > 0) add({ kind: 'busyDays', usualTrades: busy.usualTrades, threshold: busy.threshold }, busy.busy, busy.normal)
  for (const tag of tagComparisons(facts, tags)) add({ kind: 'tag', tagId: tag.tagId, tagKind: tag.tagKind }, tag.tagged, tag.untagged)

  return findings.sort((a, b) => b.score - a.score)
}
