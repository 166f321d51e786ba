import type { ReactNode } from 'react'
import * as styles from './page-header.css'

export interface PageHeaderProps {
  /** The page's h1: one per screen. */
  title: ReactNode
  description?: ReactNode
  /** Buttons or menus at the end (stacked under the text on a phone). */
  actions?: ReactNode
  /** id of the h1, so a region or the page can be `aria-labelledby` it. */
  titleId?: string
}

export function PageHeader({ title, description, actions, titleId }: PageHeaderProps) {
  return (
    <header className={styles.root}>
      <div className={styles.text}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  )
}
