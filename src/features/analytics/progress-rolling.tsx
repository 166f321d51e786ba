import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { TradeFact } from '../../domain/insights'
import { rollingChange, rollingStats, type RollingPoint } from '../../domain/progress'
import { Sensitive } from '../../ui'
import { MultiLineChart, type Formatters } from '../charts'
import * as styles from './analytics.css'
import * as reportStyles from '../../ui/components/report.css'

/** Points drawn at most: a long journal is thinned evenly, the latest point always kept. */
const MAX_POINTS = 120

function thin(points: readonly RollingPoint[]): RollingPoint[] {
  if (points.length <= MAX_POINTS) return [...points]
  const step = points.length / MAX_POINTS
  const kept: RollingPoint[] = []
  for (let i = 0; i < MAX_POINTS - 1; i++) kept.push(points[Math.floor(i * step)] as RollingPoint)
  kept.push(points[points.length - 1] as RollingPoint)
  return kept
}

/** A window with only breakeven trades has no rate: the line carries the previous value across it. */
function carried(values: readonly (number | null)[]): number[] {
  let last = 0
  return values.map((v) => (v === null ? last : (last = v)))
}

export interface ProgressRollingProps {
  readonly facts: readonly TradeFact[]
  readonly window: number
  readonly currency: string
  readonly fmt: Formatters
  readonly blur: boolean
}

/** Win rate and expectancy over the last N trades after each trade: is the edge growing? */
export function ProgressRolling({ facts, window, currency, fmt, blur }: ProgressRollingProps) {
  const { t } = useLingui()
  const points = useMemo(() => rollingStats(facts, window), [facts, window])
  if (points.length === 0) {
    const count = facts.length
    return <p className={reportStyles.notice}>{t`Rolling figures need at least ${window} closed trades in ${currency}; there are ${count}.`}</p>
  }
  const drawn = thin(points)
  const labels = drawn.map((point) => `#${point.tradeNumber}`)
  const change = rollingChange(points, window)
  const rate = (v: number | null) => (v === null ? '—' : fmt.percent(v))
  const money = (v: number | null) => (v === null ? '—' : fmt.money(v, currency, true))
  const latest = points[points.length - 1] as RollingPoint
  const latestRate = rate(latest.winRate)
  const latestExpectancy = money(latest.expectancy)
  const beforeRate = change ? rate(change.before.winRate) : ''
  return (
    <>
      <p className={reportStyles.notice} role="status">
        {t`Over your last ${window} trades: win rate ${latestRate}, expectancy`} <Sensitive hidden={blur}>{latestExpectancy}</Sensitive>.{' '}
        {change ? (
          <>
            {t`The ${window} trades before them: win rate ${beforeRate}, expectancy`} <Sensitive hidden={blur}>{money(change.before.expectancy)}</Sensitive>.
          </>
        ) : (
          t`Not enough trades yet for an earlier window to compare with.`
        )}
      </p>
      <div className={styles.chartGrid}>
        <MultiLineChart
          title={t`Rolling win rate`}
          description={t`Win rate of the last ${window} trades after each trade, in close order (trade number below).`}
          labels={labels}
          series={[{ name: t`Win rate`, values: carried(drawn.map((p) => p.winRate)) }]}
          formatValue={(n) => fmt.percent(n)}
          categoryLabel={t`Trade`}
        />
        <MultiLineChart
          title={t`Rolling expectancy`}
          description={t`Expectancy in ${currency} of the last ${window} trades after each trade: above zero the recent trades made money on average.`}
          labels={labels}
          series={[{ name: t`Expectancy`, values: carried(drawn.map((p) => p.expectancy)) }]}
          formatValue={(n) => fmt.money(n, currency, true)}
          categoryLabel={t`Trade`}
          money
          blur={blur}
        />
      </div>
    </>
  )
}
