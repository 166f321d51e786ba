import type { Formatters } from '../../charts'
import type { DashboardData } from '../use-dashboard-data'

/** What every widget is given: the screen's data (one metrics result) and its formatters. */
export interface WidgetProps {
  readonly data: DashboardData
  readonly fmt: Formatters
}
