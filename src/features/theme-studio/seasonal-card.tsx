import { Trans, useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { seasonalThemeOn, type CalendarDay } from '../../domain/themes'
import { Badge, Button } from '../../ui'
import { themeDescription, themeName } from './theme-label'
import { ThemeSwatch } from './theme-swatch'
import * as styles from './theme-studio.css'

/** The limited-time theme of the season, if one is on (docs/product.md section 9), with the days left. */
export function SeasonalCard({ today, activeId, onApply }: { today: CalendarDay; activeId: string; onApply: (id: string) => void }) {
  const { t, i18n } = useLingui()
  const season = seasonalThemeOn(today)
  if (!season) return null
  const { theme, daysLeft } = season
  const active = theme.id === activeId
  const name = themeName(i18n, theme)
  return (
    <section className={styles.card} aria-label={t`Limited-time theme`}>
      <div className={styles.cardHead}>
        <p className={styles.cardName}>{name}</p>
        <Badge tone="warning">
          <Trans>Limited time</Trans>
        </Badge>
      </div>
      <p className={styles.hint}>{themeDescription(i18n, theme)}</p>
      <div className={styles.cardFoot}>
        <ThemeSwatch colours={theme} />
        <span className={styles.hint}>{daysLeft === 0 ? t`Last day` : plural(daysLeft, { one: '# day left', other: '# days left' })}</span>
        <Button
          size="sm"
          variant={active ? 'secondary' : 'primary'}
          disabled={active}
          aria-label={active ? t`Active: ${name}` : t`Apply ${name}`}
          onClick={() => onApply(theme.id)}
        >
          {active ? t`Active` : t`Apply`}
        </Button>
      </div>
    </section>
  )
}
