import type { ReactNode } from 'react'
import * as styles from '../dashboard.css'

export interface FigureItem {
  readonly label: string
  readonly value: ReactNode
}

/** A few labelled numbers as a description list (streaks, fees and funding). */
export function FigureList({ items }: { items: readonly FigureItem[] }) {
  return (
    <dl className={styles.figures}>
      {items.map((item) => (
        <div key={item.label} className={styles.figure}>
          <dt className={styles.figureLabel}>{item.label}</dt>
          <dd className={styles.figureValue}>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
