import { useId, type ReactNode } from 'react'
import { Card } from './card'
import * as styles from './report.css'

/** A titled block of a tab, named by its heading; `definition` says how its numbers are computed. */
export function Section({ title, definition, children }: { title: string; definition?: string; children: ReactNode }) {
  const id = useId()
  return (
    <Card as="section" aria-labelledby={id} className={styles.stack}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {definition ? <p className={styles.definition}>{definition}</p> : null}
      {children}
    </Card>
  )
}
