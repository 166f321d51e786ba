import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { CustomItem } from '../../domain'
import { evaluateMetric, type MetricDefinition, parseMetricDefinition } from '../../domain/custom-metrics'
import type { TradeFact } from '../../domain/insights'
import { Button, Card } from '../../ui'
import type { Formatters } from '../charts'
import { MetricValues } from './metric-value'
import * as styles from './metrics.css'

export interface MetricCardProps {
  readonly item: CustomItem
  readonly facts: readonly TradeFact[]
  readonly describe: (definition: MetricDefinition) => string
  readonly fmt: Formatters
  readonly blur: boolean
  readonly onEdit: () => void
  readonly onDelete: () => void
}

/** One custom metric: its name, value on the trades in view, its formula in words, edit and delete. */
export function MetricCard({ item, facts, describe, fmt, blur, onEdit, onDelete }: MetricCardProps) {
  const { t } = useLingui()
  const id = useId()
  const definition = parseMetricDefinition(item.definition)
  const name = item.name
  return (
    <Card as="section" padding="sm" aria-labelledby={id} className={styles.card}>
      <h2 id={id} className={styles.cardTitle}>
        {name}
      </h2>
      {definition ? (
        <>
          <MetricValues results={evaluateMetric(facts, definition)} fmt={fmt} blur={blur} />
          <p className={styles.formula}>{describe(definition)}</p>
        </>
      ) : (
        <p className={styles.formula}>{t`This metric was saved by a newer version of the app or is damaged: edit it to define it again.`}</p>
      )}
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t`Edit ${name}`}>
          {t`Edit`}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete} aria-label={t`Delete ${name}`}>
          {t`Delete`}
        </Button>
      </div>
    </Card>
  )
}
