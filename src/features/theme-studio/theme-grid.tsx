import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { nextLevelUnlock, unlockedPresets, type ThemeProgress } from '../../domain/themes'
import { RANK_LABELS } from './theme-names'
import { themeName } from './theme-label'
import { ThemeSwatch } from './theme-swatch'
import * as styles from './theme-studio.css'

/** docs/product.md: the available themes in 2 columns, only the unlocked presets; what unlocks next is said below. */
export function ThemeGrid({ progress, activeId, onApply }: { progress: ThemeProgress; activeId: string; onApply: (id: string) => void }) {
  const { i18n } = useLingui()
  const headingId = useId()
  const themes = unlockedPresets(progress)
  const next = nextLevelUnlock(progress)
  const level = progress.level
  const rank = i18n._(RANK_LABELS[progress.rank])
  const nextName = next ? themeName(i18n, next) : ''
  const nextLevel = next?.unlock.type === 'level' ? next.unlock.level : 0
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        <Trans>Available themes</Trans>
      </h3>
      <ul className={styles.grid} role="list">
        {themes.map((theme) => (
          <li key={theme.id}>
            <button type="button" className={styles.tile} aria-pressed={theme.id === activeId} onClick={() => onApply(theme.id)}>
              <ThemeSwatch colours={theme} />
              <span className={styles.tileName}>{themeName(i18n, theme)}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.hint}>
        <Trans>
          Level {level} · {rank}
        </Trans>
        {next ? (
          <>
            {' · '}
            <Trans>
              Next: {nextName} at level {nextLevel}
            </Trans>
          </>
        ) : null}
      </p>
    </section>
  )
}
