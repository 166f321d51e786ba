import type { LocalDate } from '../common'
import type { JournalEntry } from '../journal-entry'
import type { Achievements, Progression, Rank, XpLevel } from '../preferences/progression'
import type { Trade } from '../trade'
import { summariseActivity, type ActivitySummary } from './activity'
import { badgeStates, type BadgeState } from './badges'
import { levelProgress, rankFor, type LevelProgress } from './progression'

export interface ComputedProgression extends ActivitySummary {
  readonly level: LevelProgress
  readonly rank: Rank
  readonly badges: readonly BadgeState[]
}

export function computeProgression(trades: readonly Trade[], entries: readonly JournalEntry[], options: { readonly timeZone: string; readonly today: LocalDate }): ComputedProgression {
  const summary = summariseActivity(trades, entries, options)
  const level = levelProgress(summary.xp)
  return { ...summary, level, rank: rankFor(level.level, summary.activity), badges: badgeStates(summary.activity) }
}

/**
 * The preference rows to write so the stored level, rank and badges follow the journal: only
 * what differs (no write, no sync traffic, when nothing changed). A badge keeps the instant it was
 * first recorded; one no longer earned (its trades were deleted) is dropped, one this version does not
 * know is kept.
 */
export function progressionChanges(
  computed: ComputedProgression,
  stored: { readonly xpLevel: XpLevel; readonly progression: Progression; readonly achievements: Achievements },
  now: string,
): { xpLevel?: XpLevel; progression?: Progression; achievements?: Achievements } {
  const changes: { xpLevel?: XpLevel; progression?: Progression; achievements?: Achievements } = {}
  if (stored.xpLevel.currentLevel !== computed.level.level || stored.xpLevel.xp !== computed.xp) changes.xpLevel = { currentLevel: computed.level.level, xp: computed.xp }
  if (stored.progression.rank !== computed.rank) changes.progression = { rank: computed.rank }
  const known = new Set(computed.badges.map((badge) => badge.id))
  // Badges of a newer app version on another device are kept as they are.
  const unlocked: Record<string, string> = Object.fromEntries(Object.entries(stored.achievements.unlocked).filter(([id]) => !known.has(id)))
  for (const badge of computed.badges) if (badge.earned) unlocked[badge.id] = stored.achievements.unlocked[badge.id] ?? now
  const before = Object.keys(stored.achievements.unlocked).sort().join()
  if (before !== Object.keys(unlocked).sort().join()) changes.achievements = { unlocked }
  return changes
}
