/** XP, levels, ranks and badges earned from journaling habits (never from profit), computed from local data. */
export { summariseActivity, DAILY_TRADE_XP_CAP, MIN_NOTE_CHARS, STREAK_BONUS_DAYS, XP, type ActivityOptions, type ActivitySummary, type JournalActivity, type XpSource } from './activity'
export { levelForXp, levelProgress, MAX_LEVEL, RANK_REQUIREMENTS, rankFor, rankGaps, xpForLevel, type LevelProgress, type RankGap, type RankMeasure } from './progression'
export { BADGES, badgeStates, type BadgeDefinition, type BadgeMeasure, type BadgeState } from './badges'
export { computeProgression, progressionChanges, progressionMilestones, risingChanges, type ComputedProgression, type ProgressionMilestones } from './compute'
