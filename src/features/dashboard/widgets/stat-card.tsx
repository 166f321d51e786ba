import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { cx, Sensitive } from '../../../ui'
import { AskAboutButton } from '../../assistant'
import * as styles from '../dashboard.css'

export interface StatCardProps {
  readonly label: string
  readonly value: string
  /** How the number is computed: behind the "i" button, and the card's description. */
  readonly definition: string
  /** Why there is no number (or why it is infinite), in words. */
  readonly note?: string
  readonly sensitive?: boolean
  readonly blur?: boolean
  readonly toneClass?: string
  /** The assistant question behind 'Ask about this' (none: no button). */
  readonly question?: string
}

/**
 * One statistic. Its accessible name is its label (role group), its description the definition, so
 * a screen reader hears "Win rate, group, Wins / (wins + losses)..." and then the number. The "i"
 * button shows the definition on screen (a disclosure, cheap enough for a dozen cards).
 */
export function StatCard({ label, value, definition, note, sensitive = false, blur = false, toneClass, question }: StatCardProps) {
  const { t } = useLingui()
  const id = useId()
  const [open, setOpen] = useState(false)
  return (
    <div role="group" aria-label={label} aria-describedby={`${id}-def`} className={styles.stat} data-stat="">
      <div className={styles.statHead}>
        <p className={styles.statLabel} aria-hidden="true">
          {label}
        </p>
        <button
          type="button"
          className={styles.infoButton}
          aria-expanded={open}
          aria-controls={`${id}-def`}
          aria-label={t`How ${label} is computed`}
          onClick={() => setOpen((v) => !v)}
        >
          i
        </button>
      </div>
      <p className={cx(styles.statValue, toneClass)} data-stat-value="">
        {sensitive ? <Sensitive hidden={blur}>{value}</Sensitive> : value}
      </p>
      {note ? <p className={styles.statNote}>{note}</p> : null}
      <p id={`${id}-def`} className={styles.definition} hidden={!open}>
        {definition}
      </p>
      {question ? <AskAboutButton question={question} /> : null}
    </div>
  )
}
