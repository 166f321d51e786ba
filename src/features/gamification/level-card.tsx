import { useLingui } from '@lingui/react/macro'
import { RANKS } from '../../domain/preferences/progression'
import { rankGaps, type ComputedProgression } from '../../domain/achievements'
import type { Formatters } from '../charts'
import { RANK_LABELS } from '../theme-studio'
import { MEASURE_LABELS } from './achievement-messages'
import * as styles from './gamification.css'

/** Level, XP to the next level, rank, and what the next rank still needs. */
export function LevelCard({ computed, fmt }: { computed: ComputedProgression; fmt: Formatters }) {
  const { t, i18n } = useLingui()
  const { level, rank, activity } = computed
  const next = RANKS[RANKS.indexOf(rank) + 1]
  const gaps = next ? rankGaps(next, level.level, activity) : []
  const xp = fmt.count(level.xp)
  const toNext = fmt.count(level.nextLevelXp - level.xp)
  const nextLevel = level.level + 1
  const rankName = i18n._(RANK_LABELS[rank])
  return (
    <div className={styles.hero}>
      <p className={styles.levelLine}>
        <span className={styles.levelNumber}>{t`Level ${level.level}`}</span>
        <span className={styles.rankName}>{rankName}</span>
      </p>
      <label className={styles.muted} htmlFor="level-meter">
        {level.nextLevelXp > level.levelStartXp ? t`${xp} XP · ${toNext} XP to level ${nextLevel}` : t`${xp} XP · top level`}
      </label>
      <progress id="level-meter" className={styles.meter} max={1} value={level.fraction} />
      {next ? (
        <>
          <p className={styles.muted}>{t`Next rank: ${i18n._(RANK_LABELS[next])}. Still needed:`}</p>
          <ul className={styles.list}>
            {gaps.map((gap) => (
              <li key={gap.measure}>{`${i18n._(MEASURE_LABELS[gap.measure])}: ${fmt.count(gap.have)} / ${fmt.count(gap.need)}`}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.muted}>{t`You hold the highest rank.`}</p>
      )}
    </div>
  )
}
