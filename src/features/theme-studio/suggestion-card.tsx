import { Trans, useLingui } from '@lingui/react/macro'
import { findPresetTheme, isThemeUnlocked, suggestThemeAt, type ThemeProgress, type TimeOfWeek } from '../../domain/themes'
import { Button } from '../../ui'
import { SUGGESTION_REASONS } from './theme-names'
import { themeName } from './theme-label'
import { ThemeSwatch } from './theme-swatch'
import * as styles from './theme-studio.css'

/** A theme for this time of day (docs/product.md section 9); hidden if it is not unlocked or already active. */
export function SuggestionCard({ time, progress, activeId, onApply }: { time: TimeOfWeek; progress: ThemeProgress; activeId: string; onApply: (id: string) => void }) {
  const { t, i18n } = useLingui()
  const suggestion = suggestThemeAt(time)
  const theme = suggestion ? findPresetTheme(suggestion.themeId) : undefined
  if (!suggestion || !theme || theme.id === activeId || !isThemeUnlocked(theme, progress)) return null
  const name = themeName(i18n, theme)
  return (
    <section className={styles.card} aria-label={t`Suggested theme`}>
      <div className={styles.cardHead}>
        <p className={styles.cardName}>
          <Trans>Suggested for now: {name}</Trans>
        </p>
        <ThemeSwatch colours={theme} />
      </div>
      <div className={styles.cardFoot}>
        <span className={styles.hint}>{i18n._(SUGGESTION_REASONS[suggestion.reason])}</span>
        <Button size="sm" aria-label={t`Apply ${name}`} onClick={() => onApply(theme.id)}>
          {t`Apply`}
        </Button>
      </div>
    </section>
  )
}
