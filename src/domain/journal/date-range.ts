import type { LocalDate } from '../common'
import { isValidTimeZone, wallTimeAt, wallTimeToEpochMs } from '../trades/trade-time'

/** docs/product.md's date filter presets (the dashboard and the journal share them). */
export type DatePreset = 'today' | 'yesterday' | 'thisWeek' | 'lastWeek' | 'thisMonth' | 'lastMonth' | 'thisYear' | 'custom'
export const DATE_PRESETS: readonly DatePreset[] = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'thisYear', 'custom']

/** A half-open span of instants, [from, before), in epoch ms; a missing end is unbounded. */
export interface DateRange {
  readonly from?: number
  readonly before?: number
}

export interface DateRangeContext {
  /** The current instant (epoch ms); the caller reads the clock. */
  readonly now: number
  /** IANA zone whose calendar days the presets follow; UTC when invalid. */
  readonly timeZone: string
  /** 1 = Monday (ISO weeks, the default), 0 = Sunday. */
  readonly weekStartsOn?: 0 | 1
}

/** Inclusive calendar days of a custom range, `YYYY-MM-DD` in the trader's zone. */
export interface CustomDays {
  readonly from?: LocalDate
  readonly to?: LocalDate
}

interface Day {
  readonly year: number
  readonly month: number
  readonly day: number
}

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar day written `YYYY-MM-DD`, or undefined (2025-02-30 is refused). */
export function parseLocalDate(text: string): Day | undefined {
  const match = LOCAL_DATE.exec(text)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const check = new Date(Date.UTC(year, month - 1, day))
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined
  return { year, month, day }
}

/** The day `offset` days after `day`; Date.UTC rolls months and years over. */
function addDays(day: Day, offset: number): Day {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + offset))
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}

/**
 * The instant a day starts in `zone`. Where midnight is skipped by a DST jump (e.g. Santiago), the
 * day starts at the first wall time that exists, which wallTimeToEpochMs gives.
 */
function startOf(day: Day, zone: string): number {
  const rolled = addDays(day, 0)
  return wallTimeToEpochMs({ ...rolled, hour: 0, minute: 0, second: 0 }, zone)
}

function span(first: Day, next: Day, zone: string): DateRange {
  return { from: startOf(first, zone), before: startOf(next, zone) }
}

function customRange(days: CustomDays, zone: string): DateRange {
  let from = days.from ? parseLocalDate(days.from) : undefined
  let to = days.to ? parseLocalDate(days.to) : undefined
  // A range typed backwards is read the way it was meant rather than matching nothing.
  if (from && to && Date.UTC(from.year, from.month - 1, from.day) > Date.UTC(to.year, to.month - 1, to.day)) [from, to] = [to, from]
  return {
    ...(from ? { from: startOf(from, zone) } : {}),
    ...(to ? { before: startOf(addDays(to, 1), zone) } : {}),
  }
}

/**
 * The span a preset covers, in the trader's zone: whole calendar days, weeks, months and the year
 * that hold `now`. Periods are full (this week runs to its end), since trades are never in the future
 * by more than a clock skew. Custom ranges are inclusive of both days; either end may be open.
 */
export function dateRangeOf(preset: DatePreset, context: DateRangeContext, custom: CustomDays = {}): DateRange {
  const zone = isValidTimeZone(context.timeZone) ? context.timeZone : 'UTC'
  if (preset === 'custom') return customRange(custom, zone)
  const wall = wallTimeAt(context.now, zone)
  const today: Day = { year: wall.year, month: wall.month, day: wall.day }
  switch (preset) {
    case 'today':
      return span(today, addDays(today, 1), zone)
    case 'yesterday':
      return span(addDays(today, -1), today, zone)
    case 'thisWeek':
    case 'lastWeek': {
      const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay()
      const intoWeek = (weekday - (context.weekStartsOn ?? 1) + 7) % 7
      const start = addDays(today, -intoWeek - (preset === 'lastWeek' ? 7 : 0))
      return span(start, addDays(start, 7), zone)
    }
    case 'thisMonth':
      return span({ year: today.year, month: today.month, day: 1 }, { year: today.year, month: today.month + 1, day: 1 }, zone)
    case 'lastMonth':
      return span({ year: today.year, month: today.month - 1, day: 1 }, { year: today.year, month: today.month, day: 1 }, zone)
    case 'thisYear':
      return span({ year: today.year, month: 1, day: 1 }, { year: today.year + 1, month: 1, day: 1 }, zone)
  }
}

/**
 * When a trade happened, for a date filter: a closed trade on the day it was closed (its P&L was
 * realised then, as the P&L calendar shows it), an open trade on the day it was opened. The journal,
 * its exports and the dashboard share it, so one period shows the same trades and P&L everywhere.
 */
export function tradeDateMs(trade: { readonly openedAt: string; readonly closedAt?: string }): number {
  return Date.parse(trade.closedAt ?? trade.openedAt)
}

export function isInRange(epochMs: number, range: DateRange): boolean {
  return (range.from === undefined || epochMs >= range.from) && (range.before === undefined || epochMs < range.before)
}
