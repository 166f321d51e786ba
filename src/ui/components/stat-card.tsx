import { useId, type ReactNode } from 'react'
import { Card } from './card'
import { cx } from './class-names'
import { Sensitive } from './sensitive'
import * as styles from './report.css'

export interface StatCardProps {
  readonly label: string
  readonly value: string
  /** How the number is computed, shown under it (every number states its definition). */
  readonly definition: string
  /** Why there is no number, when there is none. */
  readonly note?: string
  /** Money: blurred under the profile's blur flag. */
  readonly sensitive?: boolean
  readonly blur?: boolean
  readonly tone?: string
  readonly children?: ReactNode
}

/** One statistic: its label (the card's accessible name), the number, its definition. */
export function StatCard({ label, value, definition, note, sensitive = false, blur = false, tone, children }: StatCardProps) {
  const id = useId()
  return (
    <Card as="section" padding="sm" aria-labelledby={id} className={styles.stat}>
      <h3 id={id} className={styles.statLabel}>
        {label}
      </h3>
      <p className={cx(styles.statValue, tone)}>{sensitive ? <Sensitive hidden={blur}>{value}</Sensitive> : value}</p>
      {note ? <p className={styles.statNote}>{note}</p> : null}
      <p className={styles.definition}>{definition}</p>
      {children}
    </Card>
  )
}
