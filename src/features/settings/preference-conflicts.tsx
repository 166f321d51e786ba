import { useLingui } from '@lingui/react/macro'
import { conflictKey, type PreferenceConflict, useJournalDatabase, usePreferenceConflicts } from '../../db'
import { PREFERENCE_DEFAULTS, type PreferenceKey } from '../../domain'
import { ConflictCard, EMPTY_VALUE } from '../../ui'

/** Preferences the trader sets; the others (XP, progression, badges, onboarding) are the app's own bookkeeping. */
const TRADER_SET: ReadonlySet<PreferenceKey> = new Set(['profile', 'customization', 'notifications', 'tradingDefaults', 'dashboardLayouts', 'customThemes', 'importPresets'])

/**
 * The settings that lost a value when two devices changed the same one at once (docs/sync.md, guarantee 2:
 * nothing set disappears without a trace). Every device kept the same value; the other one is listed
 * here, where the trader can take it instead or dismiss it.
 */
export function PreferenceConflicts() {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const conflicts = usePreferenceConflicts().filter((entry) => TRADER_SET.has(entry.key))
  const sections: Record<PreferenceKey, string> = {
    profile: t`Profile`,
    customization: t`Appearance`,
    notifications: t`Notifications`,
    tradingDefaults: t`Trading`,
    dashboardLayouts: t`Dashboard`,
    customThemes: t`Custom themes`,
    importPresets: t`Import presets`,
    xpLevel: '',
    progression: '',
    achievements: '',
    onboarding: '',
  }
  const fields: Record<string, string> = {
    fullName: t`Full name`,
    country: t`Country`,
    timeZone: t`Time zone`,
    currency: t`Currency`,
    dateFormat: t`Date format`,
    theme: t`Theme`,
    language: t`Language`,
    accentColor: t`Accent color`,
    blurSensitiveData: t`Blur sensitive data`,
    traderStyle: t`Trader style`,
    breakevenBand: t`Breakeven band`,
    defaultExchange: t`Default exchange`,
    defaultAccountId: t`Default account`,
    initialCapital: t`Initial capital`,
    pnlMethod: t`P&L method`,
    pnlView: t`P&L view`,
    feeCoinPrices: t`Fee coin prices`,
    calmModeEnabled: t`Calm mode`,
    soundEnabled: t`Sound`,
    animationSpeed: t`Animation speed`,
    activeTheme: t`Theme`,
    customThemes: t`Custom themes`,
    tradeConfirmations: t`Trade confirmations`,
    milestoneAlerts: t`Milestone alerts`,
    weeklySummary: t`Weekly summary`,
    email: t`Email notifications`,
    push: t`Push notifications`,
    tradingReminders: t`Trading reminders`,
    layouts: t`Layout`,
  }
  const label = ({ key, conflict }: PreferenceConflict) => {
    const field = conflict.field.split('.')[1] ?? ''
    return `${sections[key]}: ${fields[field] ?? field}`
  }
  const show = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return EMPTY_VALUE
    if (typeof value === 'boolean') return value ? t`On` : t`Off`
    if (typeof value === 'object') return JSON.stringify(value)
    return String(value)
  }
  const lost = (entry: PreferenceConflict): unknown => {
    try {
      return JSON.parse(entry.conflict.lostValue)
    } catch {
      return entry.conflict.lostValue
    }
  }
  /** What the setting reads as: an unset top-level field holds its default. */
  const kept = ({ key, conflict, kept }: PreferenceConflict): unknown => {
    const path = conflict.field.split('.').slice(1)
    return kept === undefined && path.length === 1 ? (PREFERENCE_DEFAULTS[key] as unknown as Record<string, unknown>)[path[0] as string] : kept
  }

  const idOf = ({ key, conflict }: PreferenceConflict) => `${key}\u0000${conflictKey(conflict)}`

  return (
    <ConflictCard
      titleId="preference-conflicts-title"
      description={t`These settings were changed on two devices at the same time. Every device keeps one value; the other is kept here so nothing you set is lost.`}
      items={conflicts.map((entry) => ({ id: idOf(entry), label: label(entry), kept: show(kept(entry)), other: show(lost(entry)), takeable: true }))}
      onSettle={async (id, choice) => {
        const entry = conflicts.find((candidate) => idOf(candidate) === id)
        if (entry) await db.preferences.settleConflict(entry.key, entry.conflict, choice)
      }}
    />
  )
}
