import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Badge, cx } from '../../ui'
import * as styles from './trade-detail.css'

export interface FigureProps {
  readonly label: string
  readonly value: ReactNode
  /** The definition the number follows (docs/metrics.md: shown next to each number). */
  readonly definition?: string
  /** Stated by the trader or the exchange instead of worked out. */
  readonly overridden?: boolean
  /** Colour by sign: profit or loss. */
  readonly signOf?: string | number
  /** A money amount under the blur-sensitive-data flag. */
  readonly sensitive?: boolean
  readonly blur?: boolean
}

function tone(value: string | number | undefined): string | undefined {
  const numeric = Number(value)
  if (value === undefined || !Number.isFinite(numeric) || numeric === 0) return undefined
  return numeric > 0 ? styles.positive : styles.negative
}

/** One labelled number in a description list. */
export function Figure({ label, value, definition, overridden, signOf, sensitive, blur }: FigureProps) {
  const { t } = useLingui()
  const hidden = Boolean(sensitive && blur)
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>
        {label}
        {overridden ? (
          <Badge tone="warning" title={t`Stated by you or the exchange, not worked out from the prices`}>
            {t`Overridden`}
          </Badge>
        ) : null}
      </dt>
      <dd className={cx(styles.figureValue, tone(signOf), hidden && styles.blurred)} data-sensitive={sensitive || undefined} data-blurred={hidden || undefined}>
        {value}
      </dd>
      {definition ? <dd className={cx(styles.figureValue, styles.definition)}>{definition}</dd> : null}
    </div>
  )
}
