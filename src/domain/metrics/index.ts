/**
 * The metrics engine: every statistic of the dashboard, analytics and fee screens, computed on the
 * device from the trades. Pure: the time zone and `now` come in as options.
 *
 *   const cache = createMetricsCache()            // keep one per screen/session
 *   const metrics = cache.compute(trades, { timeZone, now, breakevenBand, initialCapital, view: 'net' })
 *   metrics.primary.winRate                       // Value: { kind: 'value', value: 0.54 }
 *
 * Definitions (docs/metrics.md) are written on each field of CurrencyReport (types.ts) and in README.md.
 * Rules: only closed trades with a known P&L enter the statistics (open ones are counted apart); quote
 * coins are never added together without a rate (one report per currency, the primary one has the
 * most trades); no NaN or Infinity: ratios are a `Value` (a number, `infinite`, or `none` with a reason).
 */
export { computeMetrics } from './compute-metrics'
export type { MetricColumns } from './columns'
export { createMetricsCache, type MetricsCache, type MetricsCacheStats } from './metrics-cache'
export { journalMetricsOptions, type CurrencyConversion, type MetricsOptions, type MetricsSettings, type PnlView } from './options'
export type * from './types'
export { type NoValueReason, type Value, valueOrNull } from './value'
export { createZoneCalendar, dayNumberToDate, type ZoneCalendar } from './zone-calendar'
