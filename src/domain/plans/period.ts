import type { LocalDate } from '../common'
import type { PlanPeriod } from '../plan'

/** The periods a goal can cover ('day' and 'none' are for other plan kinds). */
export type GoalPeriod = Extract<PlanPeriod, 'week' | 'month' | 'quarter' | 'year' | 'custom'>
export const GOAL_PERIODS: readonly GoalPeriod[] = ['week', 'month', 'quarter', 'year', 'custom']

export interface DateRange {
  /** Local days, inclusive. */
  readonly start: LocalDate
  readonly end: LocalDate
}

const DAY_MS = 86_400_000
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar day written as YYYY-MM-DD. */
export function isLocalDate(text: string | undefined): text is LocalDate {
  if (!text || !DATE.test(text)) return false
  const ms = Date.parse(`${text}T00:00:00Z`)
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === text
}

const dayMs = (date: LocalDate) => Date.parse(`${date}T00:00:00Z`)
const toDate = (ms: number): LocalDate => new Date(ms).toISOString().slice(0, 10)

/** The week (Monday to Sunday), month, quarter or year that holds `day`. */
export function periodContaining(period: Exclude<GoalPeriod, 'custom'>, day: LocalDate): DateRange {
  const ms = dayMs(day)
  const date = new Date(ms)
  const year = date.getUTCFullYear()
  const month = date.getUTCMonth()
  switch (period) {
    case 'week': {
      const fromMonday = (date.getUTCDay() + 6) % 7
      const start = ms - fromMonday * DAY_MS
      return { start: toDate(start), end: toDate(start + 6 * DAY_MS) }
    }
    case 'month':
      return { start: toDate(Date.UTC(year, month, 1)), end: toDate(Date.UTC(year, month + 1, 0)) }
    case 'quarter': {
      const first = month - (month % 3)
      return { start: toDate(Date.UTC(year, first, 1)), end: toDate(Date.UTC(year, first + 3, 0)) }
    }
    case 'year':
      return { start: toDate(Date.UTC(year, 0, 1)), end: toDate(Date.UTC(year, 11, 31)) }
  }
}

/** Calendar days from `start` to `end`, both counted (1 for a single day). */
export function daysInRange(range: DateRange): number {
  return Math.round((dayMs(range.end) - dayMs(range.start)) / DAY_MS) + 1
}

/** Where `today` stands: before the range, inside it (with the share of its days begun), or after it. */
export function rangePosition(range: DateRange, today: LocalDate): { readonly phase: 'before' | 'during' | 'after'; readonly elapsed: number } {
  if (today < range.start) return { phase: 'before', elapsed: 0 }
  if (today > range.end) return { phase: 'after', elapsed: 1 }
  // Today counts as begun, so a goal is judged against the pace due by tonight.
  const begun = daysInRange({ start: range.start, end: today })
  return { phase: 'during', elapsed: begun / daysInRange(range) }
}
