import { RANKS, type Rank } from '../preferences/progression'
import type { JournalActivity } from './activity'

/** XP needed to reach a level: 50 x L x (L - 1), so level 2 at 100, 5 at 1,000, 10 at 4,500, 15 at 10,500. */
export function xpForLevel(level: number): number {
  return 50 * level * (level - 1)
}

export const MAX_LEVEL = 100

export function levelForXp(xp: number): number {
  let level = 1
  while (level < MAX_LEVEL && xpForLevel(level + 1) <= xp) level += 1
  return level
}

export interface LevelProgress {
  readonly level: number
  readonly xp: number
  readonly levelStartXp: number
  /** XP of the next level; equal to levelStartXp at the top level. */
  readonly nextLevelXp: number
  /** 0 to 1 of the way to the next level. */
  readonly fraction: number
}

export function levelProgress(xp: number): LevelProgress {
  const level = levelForXp(xp)
  const levelStartXp = xpForLevel(level)
  const nextLevelXp = level >= MAX_LEVEL ? levelStartXp : xpForLevel(level + 1)
  const fraction = nextLevelXp > levelStartXp ? (xp - levelStartXp) / (nextLevelXp - levelStartXp) : 1
  return { level, xp, levelStartXp, nextLevelXp, fraction }
}

/** What a rank asks for beside a level: habits, never profit. */
export type RankMeasure = 'level' | 'journalDays' | 'longestStreak' | 'reviews'

export const RANK_REQUIREMENTS: Readonly<Record<Rank, Partial<Record<RankMeasure, number>>>> = {
  rookie_trader: {},
  active_trader: { level: 3, journalDays: 10 },
  consistent_trader: { level: 6, longestStreak: 7 },
  pro_trader: { level: 10, journalDays: 60, reviews: 5 },
  elite_trader: { level: 15, journalDays: 120, longestStreak: 21 },
  legend_trader: { level: 25, journalDays: 250, reviews: 25 },
}

export interface RankGap {
  readonly measure: RankMeasure
  readonly have: number
  readonly need: number
}

function measureOf(measure: RankMeasure, level: number, activity: JournalActivity): number {
  return measure === 'level' ? level : activity[measure]
}

/** The unmet requirements of a rank (empty when it is earned). */
export function rankGaps(rank: Rank, level: number, activity: JournalActivity): RankGap[] {
  return (Object.entries(RANK_REQUIREMENTS[rank]) as [RankMeasure, number][])
    .map(([measure, need]) => ({ measure, need, have: measureOf(measure, level, activity) }))
    .filter((gap) => gap.have < gap.need)
}

/** The highest rank whose requirements, and every lower rank's, are met. */
export function rankFor(level: number, activity: JournalActivity): Rank {
  let earned: Rank = 'rookie_trader'
  for (const rank of RANKS) {
    if (rankGaps(rank, level, activity).length > 0) break
    earned = rank
  }
  return earned
}
