import type { JournalActivity } from './activity'

export type BadgeMeasure = 'tradesLogged' | 'notedTrades' | 'setupTrades' | 'taggedTrades' | 'screenshotTrades' | 'checkIns' | 'reviews' | 'journalDays' | 'longestStreak'

export interface BadgeDefinition {
  /** Stable: stored in the achievements preference. */
  readonly id: string
  readonly measure: BadgeMeasure
  readonly threshold: number
}

/** Badges for journaling habits; none for profit or for the number of trades beyond the first. */
export const BADGES: readonly BadgeDefinition[] = [
  { id: 'first_trade', measure: 'tradesLogged', threshold: 1 },
  { id: 'notes_10', measure: 'notedTrades', threshold: 10 },
  { id: 'notes_100', measure: 'notedTrades', threshold: 100 },
  { id: 'setups_10', measure: 'setupTrades', threshold: 10 },
  { id: 'setups_100', measure: 'setupTrades', threshold: 100 },
  { id: 'tags_25', measure: 'taggedTrades', threshold: 25 },
  { id: 'screenshots_10', measure: 'screenshotTrades', threshold: 10 },
  { id: 'checkins_30', measure: 'checkIns', threshold: 30 },
  { id: 'first_review', measure: 'reviews', threshold: 1 },
  { id: 'reviews_10', measure: 'reviews', threshold: 10 },
  { id: 'days_30', measure: 'journalDays', threshold: 30 },
  { id: 'days_100', measure: 'journalDays', threshold: 100 },
  { id: 'streak_3', measure: 'longestStreak', threshold: 3 },
  { id: 'streak_7', measure: 'longestStreak', threshold: 7 },
  { id: 'streak_30', measure: 'longestStreak', threshold: 30 },
]

export interface BadgeState extends BadgeDefinition {
  readonly have: number
  readonly earned: boolean
  /** How many more are needed (0 once earned). */
  readonly missing: number
}

export function badgeStates(activity: JournalActivity, badges: readonly BadgeDefinition[] = BADGES): BadgeState[] {
  return badges.map((badge) => {
    const have = activity[badge.measure]
    return { ...badge, have, earned: have >= badge.threshold, missing: Math.max(0, badge.threshold - have) }
  })
}
