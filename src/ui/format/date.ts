import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl-cache'
import { EMPTY_VALUE } from './numeric-input'

/** An instant as stored (ISO string or epoch ms) or a Date. */
export type InstantInput = string | number | Date

export type DateStyle = 'date' | 'datetime' | 'time' | 'short-date' | 'month-year' | 'weekday'

const presets: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' }, // Jan 5, 2025
  datetime: { dateStyle: 'medium', timeStyle: 'short' }, // Jan 5, 2025, 2:30 PM
  time: { timeStyle: 'short' }, // 2:30 PM
  'short-date': { dateStyle: 'short' }, // 1/5/25
  'month-year': { month: 'long', year: 'numeric' }, // January 2025
  weekday: { weekday: 'long' }, // Sunday
}

function toTime(instant: InstantInput | null | undefined): number | null {
  if (instant === null || instant === undefined || instant === '') return null
  const time = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant)
  return Number.isFinite(time) ? time : null
}

export interface DateFormatOptions {
  style?: DateStyle
  /** IANA zone of the user's preference (trades are bucketed in it); default: the device's zone. */
  timeZone?: string
}

export function formatDate(instant: InstantInput | null | undefined, locale: string, options: DateFormatOptions = {}): string {
  const time = toTime(instant)
  if (time === null) return EMPTY_VALUE
  const preset = presets[options.style ?? 'date']
  try {
    return dateTimeFormat(locale, { ...preset, ...(options.timeZone ? { timeZone: options.timeZone } : {}) }).format(time)
  } catch {
    // an unknown time zone (corrupted preference) falls back to the device's zone
    return dateTimeFormat(locale, preset).format(time)
  }
}

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const relativeSteps: Array<[limit: number, unit: Intl.RelativeTimeFormatUnit, size: number]> = [
  [45 * SECOND, 'second', Infinity], // under 45 s: "now"
  [HOUR, 'minute', MINUTE],
  [DAY, 'hour', HOUR],
  [7 * DAY, 'day', DAY],
  [30 * DAY, 'week', 7 * DAY],
  [365 * DAY, 'month', 30 * DAY],
  [Infinity, 'year', 365 * DAY],
]

/**
 * "5 minutes ago", "yesterday", "in 2 hours": the age of cached market data, the last sync.
 * `now` is an argument so the function stays pure (and testable with a fixed clock).
 */
export function formatRelativeTime(instant: InstantInput | null | undefined, now: InstantInput, locale: string): string {
  const time = toTime(instant)
  const reference = toTime(now)
  if (time === null || reference === null) return EMPTY_VALUE
  const diff = time - reference
  for (const [limit, unit, size] of relativeSteps) {
    if (Math.abs(diff) < limit) {
      const amount = size === Infinity ? 0 : Math.round(diff / size)
      return relativeTimeFormat(locale).format(amount === 0 ? 0 : amount, unit)
    }
  }
  return EMPTY_VALUE
}

const durationUnits: Array<[unit: 'day' | 'hour' | 'minute' | 'second', size: number]> = [
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
]

/** A span such as a holding time, in its largest unit and the next one: "2h 15m", "3d", "45s". */
export function formatDuration(milliseconds: number | null | undefined, locale: string): string {
  if (milliseconds === null || milliseconds === undefined || !Number.isFinite(milliseconds)) return EMPTY_VALUE
  const total = Math.round(Math.abs(milliseconds) / SECOND) * SECOND
  const unitText = (count: number, unit: string) => numberFormat(locale, { style: 'unit', unit, unitDisplay: 'narrow' }).format(count)
  const first = durationUnits.findIndex(([, size]) => total >= size)
  if (first === -1) return unitText(0, 'second')
  const [unit, size] = durationUnits[first]!
  const parts = [unitText(Math.floor(total / size), unit)]
  const next = durationUnits[first + 1]
  if (next) {
    const count = Math.floor((total % size) / next[1])
    if (count > 0) parts.push(unitText(count, next[0]))
  }
  return parts.join(' ')
}
