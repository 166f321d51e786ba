import type { LocalDate } from '../common'
import type { JournalEntry } from '../journal-entry'
import { type Achievements, type Progression, type Rank, RANKS, type XpLevel } from '../preferences/progression'
import type { Trade } from '../trade'
import { summariseActivity, type ActivitySummary } from './activity'
import { BADGES, badgeStates, type BadgeState } from './badges'
import { levelProgress, rankFor, type LevelProgress } from './progression'

export interface ComputedProgression extends ActivitySummary {
  readonly level: LevelProgress
  readonly rank: Rank
  readonly badges: readonly BadgeState[]
}

export function computeProgression(
  trades: readonly Trade[],
  entries: readonly JournalEntry[],
  options: { readonly timeZone: string; readonly today: LocalDate },
): ComputedProgression {
  const summary = summariseActivity(trades, entries, options)
  const level = levelProgress(summary.xp)
  return { ...summary, level, rank: rankFor(level.level, summary.activity), badges: badgeStates(summary.activity) }
}

/** The stored preference rows progression is written to. */
type ProgressionRows = { readonly xpLevel: XpLevel; readonly progression: Progression; readonly achievements: Achievements }

/**
 * The preference rows to write so the stored level, rank and badges follow the journal: only
 * what differs (no write, no sync traffic, when nothing changed). A badge keeps the instant it was
 * first recorded; one no longer earned (its trades were deleted) is dropped, one this version does not
 * know is kept.
 */
export function progressionChanges(
  computed: ComputedProgression,
  stored: ProgressionRows,
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

type ProgressionChanges = ReturnType<typeof progressionChanges>

/**
 * Only the changes that raise what is stored: more XP, a higher rank, badges added (none dropped).
 * For the writer that runs unseen on every screen: on a device whose journal is still arriving from
 * sync, or offline with part of it, the computed level can be lower than the one another device
 * stored, and it must not overwrite it. Lowering (trades deleted) is left to the Achievements screen.
 */
export function risingChanges(stored: ProgressionRows, changes: ProgressionChanges): ProgressionChanges {
  const rising: ProgressionChanges = {}
  const { xpLevel, progression, achievements } = changes
  if (xpLevel && xpLevel.xp > stored.xpLevel.xp && xpLevel.currentLevel >= stored.xpLevel.currentLevel) rising.xpLevel = xpLevel
  if (progression && RANKS.indexOf(progression.rank) > RANKS.indexOf(stored.progression.rank)) rising.progression = progression
  const added = Object.entries(achievements?.unlocked ?? {}).filter(([id]) => !(id in stored.achievements.unlocked))
  if (added.length > 0) rising.achievements = { unlocked: { ...stored.achievements.unlocked, ...Object.fromEntries(added) } }
  return rising
}

/** What the trader has just reached: a level above the stored one and the badges not stored before. */
export interface ProgressionMilestones {
  /** The new level when it is above the stored one (a level lost to deleted trades is no milestone). */
  readonly level: number | null
  /** Badge ids newly earned, in the order of BADGES. */
  readonly badges: readonly string[]
}

/** The milestones in `changes` (from progressionChanges) against the rows they are written over. */
export function progressionMilestones(
  stored: { readonly xpLevel: XpLevel; readonly achievements: Achievements },
  changes: { readonly xpLevel?: XpLevel; readonly achievements?: Achievements },
): ProgressionMilestones {
  const level = changes.xpLevel && changes.xpLevel.currentLevel > stored.xpLevel.currentLevel ? changes.xpLevel.currentLevel : null
  const unlocked = changes.achievements?.unlocked ?? {}
  const badges = BADGES.map((badge) => badge.id).filter((id) => id in unlocked && !(id in stored.achievements.unlocked))
  return { level, badges }
}
