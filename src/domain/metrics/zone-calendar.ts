import { isValidTimeZone, zoneOffsetMs } from '../trades/trade-time'

const HOUR_MS = 3_600_000
export const DAY_MS = 86_400_000

/**
 * Local calendar fields of instants in one IANA zone, without an Intl call per trade. The zone's
 * offset is read through Intl once per UTC hour and cached; an hour whose two ends disagree holds a
 * DST change (at a whole, half or quarter hour), and its instants are read through Intl one by one.
 * So buckets follow the zone's real rules, including zones that change at midnight.
 */
export interface ZoneCalendar {
  /** The zone used: the one asked for, or UTC when that was not a valid IANA zone. */
  readonly timeZone: string
  readonly requestedZoneValid: boolean
  /** Offset from UTC at `epochMs`, in ms (positive east of Greenwich). */
  offsetAt(epochMs: number): number
  /** Local calendar day as a day number (days since 1970-01-01 in local time). */
  localDay(epochMs: number): number
  /** Local hour, 0 to 23. */
  localHour(epochMs: number): number
}

/** A day number as `YYYY-MM-DD`. */
export function dayNumberToDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

/** Day of the week of a day number: 0 = Monday ... 6 = Sunday (1970-01-01 was a Thursday). */
export function weekdayOfDay(day: number): number {
  return (((day + 3) % 7) + 7) % 7
}

export function createZoneCalendar(timeZone: string): ZoneCalendar {
  const valid = isValidTimeZone(timeZone)
  const zone = valid ? timeZone : 'UTC'
  // NaN marks an hour with a transition inside it.
  const byHour = new Map<number, number>()
  const fixedUtc = zone === 'UTC' || zone === 'Etc/UTC'
  function offsetAt(epochMs: number): number {
    if (fixedUtc) return 0
    const slot = Math.floor(epochMs / HOUR_MS)
    let offset = byHour.get(slot)
    if (offset === undefined) {
      const start = zoneOffsetMs(slot * HOUR_MS, zone)
      const end = zoneOffsetMs(slot * HOUR_MS + HOUR_MS - 1000, zone)
      offset = start === end ? start : Number.NaN
      byHour.set(slot, offset)
    }
    return Number.isNaN(offset) ? zoneOffsetMs(epochMs, zone) : offset
  }
  return {
    timeZone: zone,
    requestedZoneValid: valid,
    offsetAt,
    localDay: (epochMs) => Math.floor((epochMs + offsetAt(epochMs)) / DAY_MS),
    localHour(epochMs) {
      const local = epochMs + offsetAt(epochMs)
      return Math.floor((local - Math.floor(local / DAY_MS) * DAY_MS) / HOUR_MS)
    },
  }
}
