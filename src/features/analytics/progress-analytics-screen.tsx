import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { periodStart, previousPeriodStart, type ProgressGranularity, ROLLING_WINDOWS, snapshotIn } from '../../domain/progress'
import { buttonClass, EmptyState, PageHeader, Spinner, SelectField, Section } from '../../ui'
import { AccountFilter } from '../accounts'
import { useFormatters } from '../charts'
import { ProgressComparison } from './progress-comparison'
import { useProgressData } from './progress-data'
import { usePeriodName } from './progress-messages'
import { ProgressRolling } from './progress-rolling'
import { ProgressTrend } from './progress-trend'
import * as styles from '../../ui/components/report.css'
import * as progress from './progress.css'
import { CurrencySelect } from './currency-select'

/**
 * /progress-analytics: is the trader improving? A week or month against the one before (the metrics
 * engine's figures over each period's trades), the trend over periods, and rolling win rate and
 * expectancy over the last N trades. Computed on the device, offline too.
 */
export function ProgressAnalyticsScreen() {
  const { t } = useLingui()
  const fmt = useFormatters()
  const [granularity, setGranularity] = useState<ProgressGranularity>('month')
  const [window, setWindow] = useState(20)
  const [chosenPeriod, setChosenPeriod] = useState<string | undefined>(undefined)
  const data = useProgressData(granularity)
  const periodName = usePeriodName(granularity, fmt)

  // Periods that can be compared: each with trades, and the current one; newest first.
  const currentStart = periodStart(data.today, granularity)
  const offered = [...data.periods].reverse().filter((period) => period.start === currentStart || period.snapshots.size > 0)
  const selected = offered.find((period) => period.start === chosenPeriod) ?? offered[0]
  const previousStart = selected ? previousPeriodStart(selected.start, granularity) : undefined
  const previous = data.periods.find((period) => period.start === previousStart)

  let body: ReactNode
  if (data.error) body = <EmptyState title={t`Failed to load data`} description={t`Your trades could not be read from this device. Reload the page to try again.`} />
  else if (data.loading) body = <Spinner label={t`Loading trades`} showLabel />
  else if (data.periods.length === 0 || !selected || previousStart === undefined)
    body = (
      <EmptyState
        title={t`No closed trades yet`}
        description={t`Progress compares your closed trades week by week and month by month. Log or import trades, or load the sample journal from the Trades page, to see it.`}
        action={
          <Link to="/upload" className={buttonClass({ variant: 'primary' })}>
            {t`Upload Trades`}
          </Link>
        }
      />
    )
  else {
    const currentName = periodName(selected.start)
    const previousName = periodName(previousStart)
    const others = data.currencies
      .filter((c) => c.currency !== data.currency)
      .map((c) => c.currency)
      .join(', ')
    const currency = data.currency
    body = (
      <div className={styles.stack}>
        {others ? (
          <p
            className={styles.notice}
            role="note"
          >{t`Amounts are in ${currency}. Trades quoted in ${others} are analysed apart (choose the currency above): amounts in different currencies are never added together.`}</p>
        ) : null}
        <Section
          title={t`${currentName} against ${previousName}`}
          definition={t`Each period's figures are computed over the trades closed in it (by local close day), as the analytics define them.`}
        >
          <SelectField
            label={t`Compare period`}
            name="period"
            className={progress.narrowField}
            value={selected.start}
            onValueChange={setChosenPeriod}
            options={offered.map((period) => ({ value: period.start, label: periodName(period.start) }))}
          />
          <ProgressComparison
            current={snapshotIn(selected, currency)}
            previous={snapshotIn(previous, currency)}
            currentName={currentName}
            previousName={previousName}
            fmt={fmt}
            blur={data.blur}
          />
        </Section>
        <Section title={t`Trend`} definition={granularity === 'week' ? t`Latest 24 weeks, weeks starting on Monday.` : t`Latest 24 months.`}>
          <ProgressTrend periods={data.periods} currency={currency} periodName={periodName} fmt={fmt} blur={data.blur} />
        </Section>
        <Section
          title={t`Rolling performance`}
          definition={t`Win rate and expectancy over the last ${window} closed trades, recomputed after each trade: less noisy than a single period, quicker than a month.`}
        >
          <SelectField
            label={t`Window`}
            name="window"
            className={progress.narrowField}
            value={String(window)}
            onValueChange={(value) => setWindow(Number(value))}
            options={ROLLING_WINDOWS.map((size) => ({ value: String(size), label: t`Last ${size} trades` }))}
          />
          <ProgressRolling facts={data.facts} window={window} currency={currency} fmt={fmt} blur={data.blur} />
        </Section>
      </div>
    )
  }

  return (
    <>
      <PageHeader title={t`Progress`} description={t`How your trading changes month by month`} />
      <div className={styles.toolbar}>
        <AccountFilter />
        <SelectField
          label={t`Period`}
          name="granularity"
          value={granularity}
          onValueChange={(value) => {
            setGranularity(value === 'week' ? 'week' : 'month')
            setChosenPeriod(undefined)
          }}
          options={[
            { value: 'week', label: t`Week over week` },
            { value: 'month', label: t`Month over month` },
          ]}
        />
        <CurrencySelect currencies={data.currencies} value={data.currency} onValueChange={data.setCurrency} />
      </div>
      {body}
    </>
  )
}
