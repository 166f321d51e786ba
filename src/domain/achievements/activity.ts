import type { LocalDate } from '../common'
import type { JournalEntry } from '../journal-entry'
import { createZoneCalendar, dayNumberToDate } from '../metrics'
import type { Trade } from '../trade'

/** A note shorter than this ("ok", "tp hit") is not counted as written. */
export const MIN_NOTE_CHARS = 20
/** Trades past this many on one local day earn no XP: the journal rewards reflection, not volume. */
export const DAILY_TRADE_XP_CAP = 5

/** XP of one journaling act; chosen so a few well-journaled trades a day beat many bare ones. */
export const XP = {
  tradeLogged: 10,
  tradeNote: 15,
  tradeSetup: 5,
  tradeTags: 5,
  tradeScreenshot: 5,
  checkIn: 20,
  review: 40,
  journalDay: 10,
  /** Per day of a streak after its first, up to STREAK_BONUS_DAYS days' worth. */
  streakDay: 5,
} as const
export const STREAK_BONUS_DAYS = 5

/** What the trader has done in the journal, counted from the local data. */
export interface JournalActivity {
  readonly tradesLogged: number
  readonly notedTrades: number
  readonly setupTrades: number
  readonly taggedTrades: number
  readonly screenshotTrades: number
  /** Daily notes and psychology check-ins with some text or a mood. */
  readonly checkIns: number
  /** Weekly reviews and trade reviews. */
  readonly reviews: number
  /** Local days with a trade logged or a journal entry. */
  readonly journalDays: number
  readonly longestStreak: number
  /** Consecutive journaling days ending today, or yesterday while today is still open. */
  readonly currentStreak: number
  /** Trades past the daily cap, which earned no XP. */
  readonly tradesOverCap: number
}

export type XpSource = 'trades' | 'notes' | 'setups' | 'tags' | 'screenshots' | 'checkIns' | 'reviews' | 'journalDays' | 'streaks'

export interface ActivitySummary {
  readonly activity: JournalActivity
  readonly xp: number
  /** XP per source, in a fixed order (a breakdown the trader can check). */
  readonly sources: readonly { readonly source: XpSource; readonly xp: number }[]
}

export interface ActivityOptions {
  readonly timeZone: string
  /** Today's local day (time comes in as an argument). */
  readonly today: LocalDate
}

const hasNote = (text: string | undefined) => (text ?? '').trim().length >= MIN_NOTE_CHARS
const dayNumber = (day: LocalDate) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000)

function tradeXp(trade: Trade): number {
  return (
    XP.tradeLogged +
    (hasNote(trade.notes) ? XP.tradeNote : 0) +
    (trade.setupId ? XP.tradeSetup : 0) +
    (trade.tagIds.length > 0 ? XP.tradeTags : 0) +
    (trade.screenshots.length > 0 ? XP.tradeScreenshot : 0)
  )
}

/**
 * Counts journaling behaviour and its XP, deterministically: the same trades and entries always
 * give the same numbers. Sample trades (the demo journal) and trashed rows count for nothing, and
 * profit never enters: a losing trade journaled well earns what a winning one does. Only the
 * DAILY_TRADE_XP_CAP best-journaled trades of a day earn XP, so taking more trades is not rewarded.
 */
export function summariseActivity(trades: readonly Trade[], entries: readonly JournalEntry[], options: ActivityOptions): ActivitySummary {
  const calendar = createZoneCalendar(options.timeZone)
  const own = trades.filter((trade) => !trade.isDeleted && trade.source !== 'sample' && Number.isFinite(Date.parse(trade.openedAt)))
  const liveEntries = entries.filter((entry) => !entry.isDeleted)
  const days = new Set<LocalDate>()
  const tradesByDay = new Map<LocalDate, Trade[]>()
  for (const trade of own) {
    const day = dayNumberToDate(calendar.localDay(Date.parse(trade.openedAt)))
    days.add(day)
    const list = tradesByDay.get(day)
    if (list) list.push(trade)
    else tradesByDay.set(day, [trade])
  }

  const sources: Record<XpSource, number> = { trades: 0, notes: 0, setups: 0, tags: 0, screenshots: 0, checkIns: 0, reviews: 0, journalDays: 0, streaks: 0 }
  let tradesOverCap = 0
  for (const list of tradesByDay.values()) {
    // The best-journaled trades of the day earn; ties by id so the pick never depends on load order.
    const ranked = [...list].sort((a, b) => tradeXp(b) - tradeXp(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    tradesOverCap += Math.max(0, ranked.length - DAILY_TRADE_XP_CAP)
    for (const trade of ranked.slice(0, DAILY_TRADE_XP_CAP)) {
      sources.trades += XP.tradeLogged
      if (hasNote(trade.notes)) sources.notes += XP.tradeNote
      if (trade.setupId) sources.setups += XP.tradeSetup
      if (trade.tagIds.length > 0) sources.tags += XP.tradeTags
      if (trade.screenshots.length > 0) sources.screenshots += XP.tradeScreenshot
    }
  }

  // One check-in per day and kind earns (a second note on the same day adds nothing).
  const checkInKeys = new Set<string>()
  let reviews = 0
  for (const entry of liveEntries) {
    const written = hasNote(entry.body) || entry.mood !== undefined
    if (!written) continue
    days.add(entry.day)
    if (entry.kind === 'weekly' || entry.kind === 'review') reviews += 1
    else checkInKeys.add(`${entry.kind}:${entry.day}`)
  }
  sources.checkIns = checkInKeys.size * XP.checkIn
  sources.reviews = reviews * XP.review

  const sorted = [...days].map(dayNumber).sort((a, b) => a - b)
  let longestStreak = 0
  let run = 0
  let previous = Number.NaN
  for (const day of sorted) {
    run = day === previous + 1 ? run + 1 : 1
    previous = day
    longestStreak = Math.max(longestStreak, run)
    sources.streaks += XP.streakDay * Math.min(run - 1, STREAK_BONUS_DAYS)
  }
  sources.journalDays = days.size * XP.journalDay
  const today = dayNumber(options.today)
  const last = sorted.at(-1)
  const currentStreak = last !== undefined && today - last <= 1 ? run : 0

  const order: XpSource[] = ['trades', 'notes', 'setups', 'tags', 'screenshots', 'checkIns', 'reviews', 'journalDays', 'streaks']
  return {
    activity: {
      tradesLogged: own.length,
      notedTrades: own.filter((trade) => hasNote(trade.notes)).length,
      setupTrades: own.filter((trade) => trade.setupId).length,
      taggedTrades: own.filter((trade) => trade.tagIds.length > 0).length,
      screenshotTrades: own.filter((trade) => trade.screenshots.length > 0).length,
      checkIns: liveEntries.filter((entry) => (entry.kind === 'daily' || entry.kind === 'psychology') && (hasNote(entry.body) || entry.mood !== undefined)).length,
      reviews,
      journalDays: days.size,
      longestStreak,
      currentStreak,
      tradesOverCap,
    },
    xp: order.reduce((total, source) => total + sources[source], 0),
    sources: order.map((source) => ({ source, xp: sources[source] })),
  }
}
