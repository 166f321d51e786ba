import * as v from 'valibot'
import type { IsoInstant } from '../common'
import { recordOfValid, withDefault } from './parse-helpers'

/** Rank order from docs/product.md, lowest first. */
export const RANKS = ['rookie_trader', 'active_trader', 'consistent_trader', 'pro_trader', 'elite_trader', 'legend_trader'] as const
export type Rank = (typeof RANKS)[number]

/** docs/product.md's table user_xp_levels. */
export interface XpLevel {
  readonly currentLevel: number
  readonly xp: number
}
export const XP_LEVEL_DEFAULTS: XpLevel = { currentLevel: 1, xp: 0 }
export const xpLevelSchema = v.looseObject({
  currentLevel: withDefault(v.pipe(v.number(), v.integer(), v.minValue(1)), XP_LEVEL_DEFAULTS.currentLevel),
  xp: withDefault(v.pipe(v.number(), v.minValue(0)), XP_LEVEL_DEFAULTS.xp),
})

/** docs/product.md's table user_progression. */
export interface Progression {
  readonly rank: Rank
}
export const PROGRESSION_DEFAULTS: Progression = { rank: 'rookie_trader' }
export const progressionSchema = v.looseObject({
  rank: withDefault(v.picklist(RANKS), PROGRESSION_DEFAULTS.rank),
})

/** Unlocked achievements (badge id to the instant it was earned). */
export interface Achievements {
  readonly unlocked: Readonly<Record<string, IsoInstant>>
}
export const ACHIEVEMENTS_DEFAULTS: Achievements = { unlocked: {} }
export const achievementsSchema = v.looseObject({
  unlocked: withDefault(recordOfValid(v.string()), {}),
})
