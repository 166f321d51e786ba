import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Timeframe } from '../../domain/insights'
import { buttonClass, EmptyState, PageHeader, Spinner, Tabs, SelectField } from '../../ui'
import { AccountFilter } from '../accounts'
import type { AnalyticsTab } from './analytics-search'
import { BehaviorTab } from './behavior-tab'
import { CapitalTab } from './capital-tab'
import { ChartsTab } from './charts-tab'
import { CurrencyNotice } from './currency-notice'
import { InsightsTab } from './insights-tab'
import { OverviewTab } from './overview-tab'
import { PerformanceTab } from './performance-tab'
import { RiskTab } from './risk-tab'
import type { TabProps } from './tab-props'
import { useAnalyticsData } from './use-analytics-data'
import { useAnalyticsLabels } from './use-analytics-messages'
import { useFormatters } from '../charts'
import { useTimeframeNames } from './use-timeframe-names'
import * as styles from '../../ui/components/report.css'
import { CurrencySelect } from './currency-select'

export interface AnalyticsScreenProps {
  readonly tab: AnalyticsTab
  readonly timeframe: Timeframe
  readonly onTabChange: (tab: AnalyticsTab) => void
  readonly onTimeframeChange: (timeframe: Timeframe) => void
}

/** /analytics: every statistic of the journal in seven tabs, computed on this device, offline too. */
export function AnalyticsScreen({ tab, timeframe, onTabChange, onTimeframeChange }: AnalyticsScreenProps) {
  const { t } = useLingui()
  const data = useAnalyticsData()
  const fmt = useFormatters()
  const labels = useAnalyticsLabels(data.tags)
  const timeframeNames = useTimeframeNames()
  const props: TabProps = { data, fmt, labels, timeframe }
  const tabs: { value: AnalyticsTab; label: string; render: (p: TabProps) => ReactNode }[] = [
    { value: 'overview', label: t`Overview`, render: (p) => <OverviewTab {...p} /> },
    { value: 'performance', label: t`Performance`, render: (p) => <PerformanceTab {...p} /> },
    { value: 'insights', label: t`Insights`, render: (p) => <InsightsTab {...p} /> },
    { value: 'charts', label: t`Charts`, render: (p) => <ChartsTab {...p} /> },
    { value: 'risk', label: t`Risk`, render: (p) => <RiskTab {...p} /> },
    { value: 'behavior', label: t`Behavior`, render: (p) => <BehaviorTab {...p} /> },
    { value: 'capital', label: t`Capital`, render: (p) => <CapitalTab {...p} /> },
  ]
  const closed = data.report.totalTrades
  const open = data.metrics.overall.open

  let body: ReactNode
  if (data.error) body = <EmptyState title={t`Failed to load data`} description={t`Your trades could not be read from this device. Reload the page to try again.`} />
  else if (data.loading) body = <Spinner label={t`Loading trades`} showLabel />
  else if (data.tradeCount === 0)
    body = (
      <EmptyState
        title={t`No trades yet`}
        description={t`Analytics are computed from your closed trades, on this device. Log or import trades, or load the sample journal from the Trades page, to see them.`}
        action={
          <Link to="/upload" className={buttonClass({ variant: 'primary' })}>
            {t`Upload Trades`}
          </Link>
        }
      />
    )
  else if (data.metrics.overall.totalTrades === 0)
    body = (
      <EmptyState
        title={t`No closed trades yet`}
        description={plural(open, {
          one: 'You have # open trade. Statistics count closed trades only: they appear here once a trade is closed.',
          other: 'You have # open trades. Statistics count closed trades only: they appear here once a trade is closed.',
        })}
      />
    )
  else
    body = (
      <>
        <CurrencyNotice data={data} />
        {closed === 0 ? null : (
          <Tabs
            aria-label={t`Analytics sections`}
            value={tab}
            onValueChange={(value) => onTabChange(value as AnalyticsTab)}
            items={tabs.map((item) => ({ value: item.value, label: item.label, content: item.render(props) }))}
          />
        )}
      </>
    )

  return (
    <>
      <PageHeader title={t`Analytics`} description={t`Deep dive into your performance`} />
      <div className={styles.toolbar}>
        <AccountFilter />
        <SelectField
          label={t`Timeframe`}
          name="timeframe"
          value={timeframe}
          onValueChange={(value) => onTimeframeChange(value as Timeframe)}
          options={(Object.keys(timeframeNames) as Timeframe[]).map((value) => ({ value, label: timeframeNames[value] }))}
        />
        <CurrencySelect currencies={data.currencies} value={data.report.currency} onValueChange={data.setCurrency} />
      </div>
      {body}
    </>
  )
}
