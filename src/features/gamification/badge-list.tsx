import { useLingui } from '@lingui/react/macro'
import type { BadgeState } from '../../domain/achievements'
import { cx } from '../../ui'
import type { Formatters } from '../charts'
import { BADGE_LABELS, MEASURE_LABELS } from './achievement-messages'
import * as styles from './gamification.css'

interface BadgeListProps {
  readonly badges: readonly BadgeState[]
  readonly earnedAt: Readonly<Record<string, string>>
  readonly fmt: Formatters
}

/** Every badge, earned first; a locked one says how far along it is and what is missing. */
export function BadgeList({ badges, earnedAt, fmt }: BadgeListProps) {
  const { t, i18n } = useLingui()
  const ordered = [...badges].sort((a, b) => Number(b.earned) - Number(a.earned))
  return (
    <ul className={styles.badgeGrid}>
      {ordered.map((badge) => {
        const labels = BADGE_LABELS[badge.id]
        const name = labels ? i18n._(labels.name) : badge.id
        const when = earnedAt[badge.id]
        const date = when ? fmt.day(when.slice(0, 10)) : undefined
        const measure = i18n._(MEASURE_LABELS[badge.measure])
        const have = fmt.count(badge.have)
        const need = fmt.count(badge.threshold)
        const missing = fmt.count(badge.missing)
        return (
          <li key={badge.id} className={cx(styles.badge, badge.earned ? styles.badgeEarned : styles.badgeLocked)} aria-label={name}>
            <p className={styles.badgeTitle}>{name}</p>
            <p className={styles.badgeText}>{labels ? i18n._(labels.description) : ''}</p>
            {badge.earned ? (
              <p className={styles.badgeStatus}>{date ? t`Earned · ${date}` : t`Earned`}</p>
            ) : (
              <>
                <p className={styles.badgeStatus}>{t`Locked · ${missing} to go`}</p>
                <label className={styles.badgeText}>
                  {`${measure}: ${have} / ${need}`}
                  <progress className={styles.meter} max={badge.threshold} value={Math.min(badge.have, badge.threshold)} />
                </label>
              </>
            )}
          </li>
        )
      })}
    </ul>
  )
}
