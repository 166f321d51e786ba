import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { BadgeMeasure, RankMeasure, XpSource } from '../../domain/achievements'

/** Names and what earns each badge (ids from src/domain/achievements/badges.ts). */
export const BADGE_LABELS: Readonly<Record<string, { name: MessageDescriptor; description: MessageDescriptor }>> = {
  first_trade: { name: msg`First Entry`, description: msg`Log your first trade.` },
  notes_10: { name: msg`Storyteller`, description: msg`Write notes on 10 trades.` },
  notes_100: { name: msg`Chronicler`, description: msg`Write notes on 100 trades.` },
  setups_10: { name: msg`Setup Spotter`, description: msg`Tag the setup of 10 trades.` },
  setups_100: { name: msg`Playbook Builder`, description: msg`Tag the setup of 100 trades.` },
  tags_25: { name: msg`Self-Aware`, description: msg`Tag emotions or mistakes on 25 trades.` },
  screenshots_10: { name: msg`Chart Keeper`, description: msg`Attach a chart screenshot to 10 trades.` },
  checkins_30: { name: msg`Mindful`, description: msg`Write 30 daily notes or psychology check-ins.` },
  first_review: { name: msg`Reviewer`, description: msg`Write your first weekly or trade review.` },
  reviews_10: { name: msg`Student of the Game`, description: msg`Write 10 reviews.` },
  days_30: { name: msg`Regular`, description: msg`Journal on 30 different days.` },
  days_100: { name: msg`Centurion`, description: msg`Journal on 100 different days.` },
  streak_3: { name: msg`Warming Up`, description: msg`Journal 3 days in a row.` },
  streak_7: { name: msg`Full Week`, description: msg`Journal 7 days in a row.` },
  streak_30: { name: msg`Iron Habit`, description: msg`Journal 30 days in a row.` },
}

export const XP_SOURCE_LABELS: Readonly<Record<XpSource, MessageDescriptor>> = {
  trades: msg`Trades logged (first 5 a day)`,
  notes: msg`Trade notes`,
  setups: msg`Setups tagged`,
  tags: msg`Emotions and mistakes tagged`,
  screenshots: msg`Screenshots attached`,
  checkIns: msg`Daily notes and check-ins`,
  reviews: msg`Reviews`,
  journalDays: msg`Journaling days`,
  streaks: msg`Streak bonus`,
}

/** Measures a badge or rank counts, as "have / need" lines. */
export type Measure = BadgeMeasure | RankMeasure

export const MEASURE_LABELS: Readonly<Record<Measure, MessageDescriptor>> = {
  level: msg`Level`,
  tradesLogged: msg`Trades logged`,
  notedTrades: msg`Trades with notes`,
  setupTrades: msg`Trades with a setup`,
  taggedTrades: msg`Trades with tags`,
  screenshotTrades: msg`Trades with screenshots`,
  checkIns: msg`Daily notes and check-ins`,
  reviews: msg`Reviews`,
  journalDays: msg`Journaling days`,
  longestStreak: msg`Longest streak (days)`,
}
