/**
 * Progress: is the trader improving? Period-over-period key figures (each period's numbers are the
 * metrics engine's over that period's trades) and rolling win rate and expectancy over the last N
 * trades. Pure: the engine call and today's date come in as options.
 */
export { periodEnd, periodRange, periodStart, previousPeriodStart, tradesByPeriod, type ProgressGranularity } from './periods'
export { compareSnapshots, emptySnapshot, type ChangeDirection, type MetricChange, type PeriodSnapshot, type ProgressMetric } from './snapshot'
export { buildProgress, progressCurrencies, snapshotIn, type ProgressOptions, type ProgressPeriod } from './build-progress'
export { ROLLING_WINDOWS, rollingChange, rollingStats, type RollingInput, type RollingPoint } from './rolling'
