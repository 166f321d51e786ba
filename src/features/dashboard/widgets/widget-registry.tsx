import { useLingui } from '@lingui/react/macro'
import { useMemo, type ComponentType } from 'react'
import type { WidgetType } from '../../../domain/dashboard-layout/widget-catalog'
import { CalendarWidget } from './calendar-widget'
import { EquityWidget } from './equity-widget'
import { FeesWidget } from './fees-widget'
import { LongShortWidget, SetupPerformanceWidget } from './group-widgets'
import { KeyStatsWidget } from './key-stats-widget'
import { OutcomeWidget } from './outcome-widget'
import { PnlByHourWidget, PnlByWeekdayWidget } from './pnl-bars-widget'
import { RecentTradesWidget } from './recent-trades-widget'
import { StreaksWidget } from './streaks-widget'
import type { WidgetProps } from './widget-props'

export const WIDGET_COMPONENTS: Readonly<Record<WidgetType, ComponentType<WidgetProps>>> = {
  'key-stats': KeyStatsWidget,
  'equity-curve': EquityWidget,
  'outcome-split': OutcomeWidget,
  streaks: StreaksWidget,
  'pnl-calendar': CalendarWidget,
  'recent-trades': RecentTradesWidget,
  'pnl-by-hour': PnlByHourWidget,
  'pnl-by-weekday': PnlByWeekdayWidget,
  'setup-performance': SetupPerformanceWidget,
  'long-short': LongShortWidget,
  'fees-funding': FeesWidget,
}

/** Each widget's title (its heading, and its name in 'Add widget'). */
export function useWidgetNames(): Record<WidgetType, string> {
  const { t } = useLingui()
  return useMemo(
    () => ({
      'key-stats': t`Key statistics`,
      'equity-curve': t`Equity curve`,
      'outcome-split': t`Win / loss / breakeven`,
      streaks: t`Streaks`,
      'pnl-calendar': t`Daily P&L calendar`,
      'recent-trades': t`Recent trades`,
      'pnl-by-hour': t`P&L by hour`,
      'pnl-by-weekday': t`P&L by weekday`,
      'setup-performance': t`Setup performance`,
      'long-short': t`Long vs short`,
      'fees-funding': t`Fees and funding`,
    }),
    [t],
  )
}
