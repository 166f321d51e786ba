import * as v from 'valibot'
import { TIMEFRAMES, type Timeframe } from '../../domain/insights/period-series'
import { accountSearchEntries } from '../accounts'

export const ANALYTICS_TABS = ['overview', 'performance', 'insights', 'charts', 'risk', 'behavior', 'capital'] as const
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number]

/** /analytics?tab=&timeframe=&account=: a bad value reads as the default rather than failing the route. */
export const analyticsSearchSchema = v.object({
  ...accountSearchEntries,
  tab: v.fallback(v.optional(v.picklist(ANALYTICS_TABS)), undefined),
  timeframe: v.fallback(v.optional(v.picklist(TIMEFRAMES as readonly Timeframe[] as Timeframe[])), undefined),
})

export type AnalyticsSearch = v.InferOutput<typeof analyticsSearchSchema>
