import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { usePreference } from '../../db'
import { DAILY_TRADE_XP_CAP, MIN_NOTE_CHARS } from '../../domain/achievements'
import { RANKS } from '../../domain/preferences/progression'
import { isThemeUnlocked, PRESET_THEMES } from '../../domain/themes'
import { buttonClass, EmptyState, PageHeader, Spinner, DataTable, Section, StatCard } from '../../ui'
import { useFormatters } from '../charts'
import { RANK_LABELS, THEME_LABELS } from '../theme-studio'
import { XP_SOURCE_LABELS } from './achievement-messages'
import { BadgeList } from './badge-list'
import { LevelCard } from './level-card'
import { useProgression } from './use-progression'
import * as styles from '../../ui/components/report.css'
import * as own from './gamification.css'

/**
 * /gamification and /achievements: XP, level, rank and badges earned by journaling (trades logged
 * and annotated, check-ins, reviews, streaks of journaling days), never by profit or volume.
 * Computed from the local journal; the level and rank are written to the preference rows the theme
 * unlocks read.
 */
export function GamificationScreen() {
  const { t, i18n } = useLingui()
  const fmt = useFormatters()
  const { loading, error, computed, earnedAt } = useProgression()
  const unlockedThemes = usePreference('customization').value.unlockedThemes
  const { activity } = computed

  let body: ReactNode
  if (error) body = <EmptyState title={t`Failed to load data`} description={t`Your journal could not be read from this device. Reload the page to try again.`} />
  else if (loading) body = <Spinner label={t`Loading your journal`} showLabel />
  else {
    const progress = { level: computed.level.level, rank: computed.rank, unlockedThemes }
    // In the order they open: levels first, then ranks.
    const order = (theme: (typeof PRESET_THEMES)[number]) => (theme.unlock.type === 'level' ? theme.unlock.level : 1000 + RANKS.indexOf(theme.unlock.rank))
    const themes = PRESET_THEMES.filter((theme) => !(theme.unlock.type === 'level' && theme.unlock.level <= 1)).sort((a, b) => order(a) - order(b))
    const over = activity.tradesOverCap
    body = (
      <div className={styles.stack}>
        {activity.tradesLogged === 0 && activity.journalDays === 0 ? (
          <EmptyState
            title={t`Start your journal to earn XP`}
            description={t`Log a trade, write what you saw and felt, tag the setup: each earns XP. Sample trades earn none.`}
            action={
              <Link to="/upload" className={buttonClass({ variant: 'primary' })}>
                {t`Upload Trades`}
              </Link>
            }
          />
        ) : null}
        <Section title={t`Your level`}>
          <LevelCard computed={computed} fmt={fmt} />
        </Section>
        <div className={styles.statGrid}>
          <StatCard label={t`Journaling days`} value={fmt.count(activity.journalDays)} definition={t`Days with a trade logged or a journal entry, in your time zone.`} />
          <StatCard
            label={t`Current streak`}
            value={plural(activity.currentStreak, { one: '# day', other: '# days' })}
            definition={t`Journaling days in a row up to today (or yesterday, while today is open).`}
          />
          <StatCard
            label={t`Longest streak`}
            value={plural(activity.longestStreak, { one: '# day', other: '# days' })}
            definition={t`Your longest run of journaling days in a row.`}
          />
          <StatCard
            label={t`Trades with notes`}
            value={`${fmt.count(activity.notedTrades)} / ${fmt.count(activity.tradesLogged)}`}
            definition={t`A note counts from ${MIN_NOTE_CHARS} characters.`}
          />
        </div>
        <Section title={t`Badges`}>
          <BadgeList badges={computed.badges} earnedAt={earnedAt} fmt={fmt} />
        </Section>
        <Section
          title={t`Where your XP comes from`}
          definition={t`XP rewards journaling, never profit: a losing trade journaled well earns as much as a winner. Only the ${DAILY_TRADE_XP_CAP} best-journaled trades of a day earn XP, so trading more does not.`}
        >
          {over > 0 ? (
            <p className={own.muted}>
              {plural(over, { one: `# trade beyond ${DAILY_TRADE_XP_CAP} a day earned no XP.`, other: `# trades beyond ${DAILY_TRADE_XP_CAP} a day earned no XP.` })}
            </p>
          ) : null}
          <DataTable
            caption={t`XP by source`}
            columns={[t`Source`, t`XP`]}
            rows={[
              ...computed.sources.map((source) => ({ key: source.source, cells: [i18n._(XP_SOURCE_LABELS[source.source]), fmt.count(source.xp)] })),
              { key: 'total', cells: [t`Total`, fmt.count(computed.xp)] },
            ]}
          />
        </Section>
        <Section title={t`Theme unlocks`} definition={t`Themes open as your level and rank grow; choose them in the Theme Studio.`}>
          <DataTable
            caption={t`Theme unlocks`}
            columns={[t`Theme`, t`Needs`, t`Status`]}
            rows={themes.map((theme) => ({
              key: theme.id,
              cells: [
                THEME_LABELS[theme.id] ? i18n._(THEME_LABELS[theme.id]!.name) : theme.name,
                theme.unlock.type === 'level' ? t`Level ${theme.unlock.level}` : i18n._(RANK_LABELS[theme.unlock.rank]),
                isThemeUnlocked(theme, progress) ? t`Unlocked` : t`Locked`,
              ],
            }))}
          />
        </Section>
      </div>
    )
  }

  return (
    <>
      <PageHeader title={t`Achievements`} description={t`Track your progress and unlock rewards`} />
      {body}
    </>
  )
}
