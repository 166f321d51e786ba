import type { IsoInstant } from '../common'

/**
 * Times are stored as UTC instants; days, hours and periods of day are read in the trader's IANA
 * time zone through Intl, so DST changes follow the zone's rules rather than a fixed offset.
 */

/** morning [06:00, 12:00), afternoon [12:00, 18:00), night [18:00, 06:00) local time. */
export type PeriodOfDay = 'morning' | 'afternoon' | 'night'
export const PERIODS_OF_DAY: readonly PeriodOfDay[] = ['morning', 'afternoon', 'night']

export const MORNING_STARTS_AT_HOUR = 6
export const AFTERNOON_STARTS_AT_HOUR = 12
export const NIGHT_STARTS_AT_HOUR = 18

const formatters = new Map<string, Intl.DateTimeFormat>()

/** One cached formatter per zone; throws RangeError for an unknown zone. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === '') return false
  try {
    formatterFor(timeZone)
    return true
  } catch {
    return false
  }
}

export interface WallTime {
  readonly year: number
  readonly month: number
  readonly day: number
  readonly hour: number
  readonly minute: number
  readonly second: number
}

/** The wall-clock reading of `epochMs` in `timeZone` (milliseconds dropped). */
export function wallTimeAt(epochMs: number, timeZone: string): WallTime {
  const parts: Record<string, number> = {}
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  }
}

/** Offset of `timeZone` from UTC at `epochMs`, in milliseconds (positive east of Greenwich). */
export function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const wall = wallTimeAt(epochMs, timeZone)
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
  return asUtc - (epochMs - (((epochMs % 1000) + 1000) % 1000))
}

const DAY_MS = 86_400_000

/**
 * The instant a wall-clock time in `timeZone` denotes. A time skipped by a DST jump (02:30 on a
 * spring-forward night) is read with the offset before the jump, i.e. it lands one hour later; a
 * repeated time (autumn) resolves to its first occurrence.
 */
export function wallTimeToEpochMs(wall: WallTime & { readonly millisecond?: number }, timeZone: string): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond ?? 0)
  // The instant lies up to 14 hours either side of the wall time read as UTC: the offsets a day either
  // side are the zone's offsets before and after any transition near it (sampled only hours away, a
  // zone west of Greenwich saw the same offset twice on its transition day and read 03:30 as 04:30).
  const before = zoneOffsetMs(asUtc - DAY_MS, timeZone)
  const after = zoneOffsetMs(asUtc + DAY_MS, timeZone)
  const candidates = [asUtc - before, asUtc - after].filter((epoch) => {
    const read = wallTimeAt(epoch, timeZone)
    return read.hour === wall.hour && read.minute === wall.minute && read.day === wall.day && read.month === wall.month
  })
  if (candidates.length > 0) return Math.min(...candidates)
  return asUtc - before
}

export function localHour(instant: IsoInstant | number, timeZone: string): number {
  const epoch = typeof instant === 'number' ? instant : Date.parse(instant)
  return wallTimeAt(epoch, timeZone).hour
}

export function periodOfHour(hour: number): PeriodOfDay {
  if (hour >= MORNING_STARTS_AT_HOUR && hour < AFTERNOON_STARTS_AT_HOUR) return 'morning'
  if (hour >= AFTERNOON_STARTS_AT_HOUR && hour < NIGHT_STARTS_AT_HOUR) return 'afternoon'
  return 'night'
}

/** Period of day of an instant in an IANA zone; throws RangeError for an unknown zone. */
export function periodOfDay(instant: IsoInstant | number, timeZone: string): PeriodOfDay {
  return periodOfHour(localHour(instant, timeZone))
}

/** closedAt - openedAt in milliseconds; undefined while open or when either time is unreadable. */
export function holdingTimeMs(openedAt: IsoInstant, closedAt: IsoInstant | undefined): number | undefined {
  if (closedAt === undefined) return undefined
  const ms = Date.parse(closedAt) - Date.parse(openedAt)
  return Number.isFinite(ms) ? ms : undefined
}
