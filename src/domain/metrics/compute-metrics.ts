import type { Trade } from '../trade'
import { createMetricsCache } from './metrics-cache'
import type { MetricsOptions } from './options'
import type { Metrics } from './types'

/** Every metric of a set of trades, from scratch. Screens that recompute use createMetricsCache. */
export function computeMetrics(trades: readonly Trade[], options: MetricsOptions): Metrics {
  return createMetricsCache().compute(trades, options)
}
