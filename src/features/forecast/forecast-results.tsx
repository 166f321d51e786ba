import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ForecastInput, ForecastResult } from '../../domain/forecast'
import { Sensitive, StatCard } from '../../ui'
import type { Formatters } from '../charts'
import * as styles from '../../ui/components/report.css'

interface ForecastResultsProps {
  readonly result: ForecastResult
  readonly input: ForecastInput
  readonly currency: string
  readonly tradesPerWeek: number
  readonly fmt: Formatters
  readonly blur: boolean
}

/** The headline numbers of a run: where the median path ends, the spread, and the two odds. */
export function ForecastResults({ result, input, currency, tradesPerWeek, fmt, blur }: ForecastResultsProps) {
  const { t } = useLingui()
  const final = result.bands.at(-1)!
  const money = (value: number) => fmt.money(value, currency)
  const change = fmt.percent(final.p50 / input.startingCapital - 1, true)
  const weeks = Math.round((result.trades / tradesPerWeek) * 10) / 10
  const target = money(input.startingCapital * (1 + input.targetFraction))
  const targetPercent = fmt.percent(input.targetFraction)
  const limit = fmt.percent(input.drawdownLimit)
  const ruin = fmt.percent(result.probabilityRuin)
  return (
    <div className={styles.statGrid}>
      <StatCard
        label={t`Median equity`}
        value={money(final.p50)}
        note={t`${change} after ${plural(result.trades, { one: '# trade', other: '# trades' })} (about ${plural(weeks, { one: '# week', other: '# weeks' })})`}
        sensitive
        blur={blur}
        definition={t`Half of the simulated paths end above this, half below.`}
      />
      <StatCard
        label={t`Likely range`}
        value={`${money(final.p10)} – ${money(final.p90)}`}
        sensitive
        blur={blur}
        definition={t`10th to 90th percentile of equity after the last trade: 8 in 10 paths end inside it.`}
      />
      <StatCard
        label={t`Chance of reaching the target`}
        value={fmt.percent(result.probabilityTarget)}
        definition={t`Share of paths whose equity reached +${targetPercent} at some point.`}
      >
        <p className={styles.definition}>
          <span>{t`Target:`} </span>
          <Sensitive hidden={blur}>{target}</Sensitive>
        </p>
      </StatCard>
      <StatCard
        label={t`Chance of hitting the drawdown limit`}
        value={fmt.percent(result.probabilityDrawdown)}
        note={result.probabilityRuin > 0 ? t`${ruin} of paths lost everything` : undefined}
        definition={t`Share of paths that fell ${limit} or more below their own running peak at some point.`}
      />
      <StatCard
        label={t`Median worst drawdown`}
        value={fmt.percent(result.medianMaxDrawdown)}
        definition={t`The deepest fall from a running peak on the median path, as a share of that peak.`}
      />
    </div>
  )
}
