import type { ReactNode } from 'react'
import * as styles from './empty-state.css'

export interface EmptyStateProps {
  icon?: ReactNode
  title: ReactNode
  description?: ReactNode
  /** What to do next, e.g. an 'Add trade' button: an empty screen should always offer a way on. */
  action?: ReactNode
  /** Heading level of the title within the page outline. */
  headingLevel?: 2 | 3
}

export function EmptyState({ icon, title, description, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className={styles.empty}>
      {icon ? (
        <div className={styles.emptyIcon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className={styles.emptyTitle}>{title}</Heading>
      {description ? <p className={styles.emptyDescription}>{description}</p> : null}
      {action ? <div className={styles.emptyAction}>{action}</div> : null}
    </div>
  )
}
