import { RANKS, type Rank } from '../preferences/progression'
import { PRESET_THEMES, type PresetTheme } from './catalogue'
import type { ThemeUnlockEntry, UnlockRequirement } from './colour-theme'

/** What unlocks depend on: user_xp_levels.current_level, user_progression.rank, customization.unlocked_themes. */
export interface ThemeProgress {
  readonly level: number
  readonly rank: Rank
  readonly unlockedThemes: readonly string[]
}

export const STARTING_PROGRESS: ThemeProgress = { level: 1, rank: 'rookie_trader', unlockedThemes: [] }

export function rankIndex(rank: Rank): number {
  return RANKS.indexOf(rank)
}

export function meetsRequirement(requirement: UnlockRequirement, progress: ThemeProgress): boolean {
  return requirement.type === 'level' ? progress.level >= requirement.level : rankIndex(progress.rank) >= rankIndex(requirement.rank)
}

/**
 * docs/product.md section 4: unlocked if listed in unlocked_themes, or the level meets the level requirement,
 * or the rank is at or above the required rank (in docs/product.md's rank order).
 */
export function isThemeUnlocked(theme: Pick<PresetTheme, 'id' | 'unlock'>, progress: ThemeProgress): boolean {
  return progress.unlockedThemes.includes(theme.id) || meetsRequirement(theme.unlock, progress)
}

export function unlockEntries(progress: ThemeProgress, themes: readonly PresetTheme[] = PRESET_THEMES): ThemeUnlockEntry[] {
  return themes.map((theme) => ({
    id: theme.id,
    name: theme.name,
    description: theme.description,
    previewColors: { primary: theme.primary, secondary: theme.secondary, accent: theme.accent },
    unlockRequirement: theme.unlock,
    isUnlocked: isThemeUnlocked(theme, progress),
  }))
}

/** docs/product.md section 6: only unlocked presets appear in the grid. */
export function unlockedPresets(progress: ThemeProgress, themes: readonly PresetTheme[] = PRESET_THEMES): PresetTheme[] {
  return themes.filter((theme) => isThemeUnlocked(theme, progress))
}

/** The locked preset with the lowest level requirement, to say what comes next (none when all are open). */
export function nextLevelUnlock(progress: ThemeProgress, themes: readonly PresetTheme[] = PRESET_THEMES): PresetTheme | undefined {
  return themes
    .filter((theme) => theme.unlock.type === 'level' && !isThemeUnlocked(theme, progress))
    .sort((a, b) => (a.unlock.type === 'level' && b.unlock.type === 'level' ? a.unlock.level - b.unlock.level : 0))[0]
}
