import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { MetricResult } from '../../domain/custom-metrics'
import { cx, Sensitive, toneOf } from '../../ui'
import type { Formatters } from '../charts'
import * as styles from './metrics.css'

/** A metric's value as text in its unit; undefined when it has none (see `useNoValueText`). */
export function useMetricText(fmt: Formatters) {
  const { t } = useLingui()
  return (result: MetricResult): string => {
    if (result.value.kind === 'none') return '—'
    const n = result.value.value
    switch (result.unit) {
      case 'money':
        return fmt.money(n, result.currency ?? 'USD')
      case 'count':
        return fmt.count(n)
      case 'number':
        return fmt.number(n, 2)
      case 'percent':
        return fmt.percent(n)
      case 'hours': {
        const hours = fmt.number(n, 1)
        return t`${hours} h`
      }
      case 'leverage':
        return `${fmt.number(n, 2)}x`
    }
  }
}

/** Why a result has no value, in words. */
export function useNoValueText() {
  const { t } = useLingui()
  return (result: MetricResult): string | undefined => {
    if (result.value.kind !== 'none') return undefined
    return result.value.reason === 'zeroDenominator' ? t`The second part is 0, so the ratio has no value.` : t`No closed trade matches yet.`
  }
}

export interface MetricValuesProps {
  readonly results: readonly MetricResult[]
  readonly fmt: Formatters
  readonly blur: boolean
}

/** One line per result: the value (blurred when money), its coin, the trades matched, or why there is none. */
export function MetricValues({ results, fmt, blur }: MetricValuesProps) {
  const text = useMetricText(fmt)
  const why = useNoValueText()
  return (
    <ul className={styles.values}>
      {results.map((result) => {
        const matched = result.matched
        const value = text(result)
        const reason = why(result)
        return (
          <li key={result.currency ?? 'all'} className={styles.valueRow}>
            <span className={cx(styles.value, result.unit === 'money' && result.value.kind === 'value' ? toneOf(result.value.value) : undefined)}>
              {result.unit === 'money' ? <Sensitive hidden={blur}>{value}</Sensitive> : value}
            </span>
            <span className={styles.valueNote}>
              {result.currency && result.unit !== 'money' ? `${result.currency} · ` : ''}
              {reason ?? plural(matched, { one: '# trade matched', other: '# trades matched' })}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
