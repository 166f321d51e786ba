import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { valueOrNull } from '../../domain/metrics'
import { type ProgressPeriod, snapshotIn } from '../../domain/progress'
import { MultiLineChart, SignedBarChart, type Formatters } from '../charts'
import { Money } from './money-cell'
import { formatProgressValue } from './progress-messages'
import * as styles from './analytics.css'
import * as reportStyles from '../../ui/components/report.css'
import { DataTable } from '../../ui'

/** Periods drawn and listed: two years of months, half a year of weeks. */
export const TREND_PERIODS = 24

export interface ProgressTrendProps {
  readonly periods: readonly ProgressPeriod[]
  readonly currency: string
  readonly periodName: (start: string) => string
  readonly fmt: Formatters
  readonly blur: boolean
}

/** P&L and win rate period by period, and every period's key figures in a table (newest first). */
export function ProgressTrend({ periods, currency, periodName, fmt, blur }: ProgressTrendProps) {
  const { t } = useLingui()
  const shown = periods.slice(-TREND_PERIODS)
  const snapshots = shown.map((period) => ({ period, snapshot: snapshotIn(period, currency) }))
  const names = shown.map((period) => periodName(period.start))
  const withWinRate = snapshots.filter(({ snapshot }) => snapshot.winRate.kind === 'value')
  return (
    <>
      <div className={styles.chartGrid}>
        <SignedBarChart
          title={t`P&L by period`}
          description={t`Net P&L in ${currency} of each period, oldest first; bars above zero are profitable periods.`}
          bars={snapshots.map(({ snapshot }, index) => {
            const count = snapshot.trades
            return { label: names[index] as string, value: snapshot.pnl, detail: plural(count, { one: '# trade', other: '# trades' }) }
          })}
          formatValue={(n) => fmt.money(n, currency, true)}
          categoryLabel={t`Period`}
          valueLabel={t`Net P&L`}
          detailLabel={t`Trades`}
          blur={blur}
        />
        {withWinRate.length === 0 ? (
          <p className={reportStyles.notice}>{t`No period has a win or a loss yet.`}</p>
        ) : (
          <MultiLineChart
            title={t`Win rate by period`}
            description={t`Win rate of each period with a win or a loss, oldest first: a rising line means a growing share of winning trades.`}
            labels={withWinRate.map(({ period }) => periodName(period.start))}
            series={[{ name: t`Win rate`, values: withWinRate.map(({ snapshot }) => valueOrNull(snapshot.winRate) ?? 0) }]}
            formatValue={(n) => fmt.percent(n)}
            categoryLabel={t`Period`}
          />
        )}
      </div>
      <DataTable
        caption={t`Key figures by period`}
        columns={[t`Period`, t`Trades`, t`Net P&L`, t`Win rate`, t`Profit factor`, t`Expectancy`, t`Average R`, t`Max drawdown`]}
        rows={[...snapshots].reverse().map(({ period, snapshot }) => ({
          key: period.start,
          cells: [
            periodName(period.start),
            fmt.count(snapshot.trades),
            <Money key="pnl" text={fmt.money(snapshot.pnl, currency, true)} amount={snapshot.pnl} blur={blur} />,
            formatProgressValue('winRate', snapshot.winRate, currency, fmt),
            formatProgressValue('profitFactor', snapshot.profitFactor, currency, fmt),
            <Money key="exp" text={formatProgressValue('expectancy', snapshot.expectancy, currency, fmt)} amount={valueOrNull(snapshot.expectancy) ?? 0} blur={blur} />,
            formatProgressValue('averageR', snapshot.averageR, currency, fmt),
            <Money key="dd" text={snapshot.trades === 0 ? '—' : fmt.money(snapshot.maxDrawdown, currency)} amount={0} blur={blur} plain />,
          ],
        }))}
      />
    </>
  )
}
