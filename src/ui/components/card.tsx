import type { ComponentProps, ReactNode } from 'react'
import { cx } from './class-names'
import * as styles from './surface.css'

export interface CardProps extends ComponentProps<'div'> {
  padding?: 'none' | 'sm' | 'md' | 'lg'
  /** Hover emphasis for cards that are links or buttons themselves. */
  interactive?: boolean
  /** Render as <section> (with a heading inside) or <article> where that is the right landmark. */
  as?: 'div' | 'section' | 'article'
}

export function Card({ padding = 'md', interactive = false, as: Tag = 'div', className, ...rest }: CardProps) {
  return <Tag className={cx(styles.card, styles.cardPadding[padding], interactive && styles.cardInteractive, className)} {...rest} />
}

export interface CardHeaderProps {
  title: ReactNode
  description?: ReactNode
  /** Heading level inside the page outline; cards under a page h1 are h2 by default. */
  headingLevel?: 2 | 3 | 4
  actions?: ReactNode
  /** id for the heading, so the card can be `aria-labelledby` it. */
  titleId?: string
}

export function CardHeader({ title, description, headingLevel = 2, actions, titleId }: CardHeaderProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className={styles.cardHeader}>
      <div className={styles.cardHeading}>
        <Heading id={titleId} className={styles.cardTitle}>
          {title}
        </Heading>
        {description ? <p className={styles.cardDescription}>{description}</p> : null}
      </div>
      {actions}
    </div>
  )
}
