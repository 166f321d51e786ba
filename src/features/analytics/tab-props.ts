import type { Timeframe } from '../../domain/insights'
import type { AnalyticsData } from './use-analytics-data'
import type { AnalyticsLabels } from './use-analytics-messages'
import type { Formatters } from '../charts'

/** What every analytics tab is given. */
export interface TabProps {
  readonly data: AnalyticsData
  readonly fmt: Formatters
  readonly labels: AnalyticsLabels
  readonly timeframe: Timeframe
}
