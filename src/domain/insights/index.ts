/**
 * Insights, behaviour, risk and capital growth computed from the trader's own trades. Pure, no
 * clock (`now` is an argument). Built on the metrics engine's report where it already has the
 * numbers (breakdowns, equity, P&L calendar) and on per-trade facts where it does not.
 *
 *   const facts = tradeFactsOf(trades, { timeZone, breakevenBand, view })
 *   const report = metrics.primary
 *   const findings = computeInsights({ report, facts: factsInCurrency(facts.closed, report.currency), tags })
 *
 * Findings are structured (subject + the two groups' numbers); the feature words them, translated.
 */
export { tradeFactsOf, factsInCurrency, type TradeFact, type TradeFacts, type TradeFactOptions } from './trade-facts'
export { EMPTY_GROUP, statsOf, statsOfAmounts, statsOfBuckets, winShare, type GroupStats } from './group-stats'
export { INSIGHT_THRESHOLDS, type InsightThresholds } from './thresholds'
export { compareGroups, type Finding, type InsightBasis, type InsightSubject } from './finding'
export { computeInsights, HOUR_BLOCK, type InsightInput } from './compute-insights'
export { afterLossComparison, busyDayComparison, tagComparisons, type AfterLossComparison, type BusyDayComparison, type TagComparison } from './behavior'
export { leverageBuckets, sizeQuartiles, type RangeBucket } from './buckets'
export { drawdownPeriods, type DrawdownPeriod } from './drawdown-periods'
export { riskOfRuin, lundbergRoot, type RuinResult } from './risk-of-ruin'
export { periodSeries, type PeriodPoint, type Timeframe } from './period-series'
