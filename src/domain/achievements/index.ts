/** XP, levels, ranks and badges earned from journaling habits (never from profit), computed from local data. */
export { summariseActivity, DAILY_TRADE_XP_CAP, MIN_NOTE_CHARS, type ActivityOptions, type ActivitySummary, type JournalActivity, type XpSource } from './activity'
export { levelForXp, levelProgress, rankFor, rankGaps, xpForLevel, type LevelProgress, type RankGap, type RankMeasure } from './progression'
export { badgeStates, type BadgeDefinition, type BadgeMeasure, type BadgeState } from './badges'
export { computeProgression, progressionChanges, progressionMilestones, risingChanges, type ComputedProgression, type ProgressionMilestones } from './compute'
