import { isValidTimeZone, zoneOffsetMs } from '../trades/trade-time'

const HOUR_MS = 3_600_000
export const DAY_MS = 86_400_000
/** Where a slot's offset is read: its first second, (a day's) middle, and its last second. */
const DAY_PROBES = [0, DAY_MS / 2, DAY_MS - 1000]
const HOUR_PROBES = [0, HOUR_MS - 1000]

/**
 * Local calendar fields of instants in one IANA zone, without an Intl call per trade. The zone's
 * offset is read through Intl at the start, middle and end of each UTC day and cached: a day that
 * reads one offset at all three has no change (no zone changes its offset twice within half a day).
 * A day that holds a change is read per UTC hour the same way, and an hour that holds one (at a
 * whole, half or quarter hour) per instant. So buckets follow the zone's real rules, including zones
 * that change at midnight, and a year of trades costs a few hundred Intl reads, not one per hour.
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
  // NaN marks a day or an hour with a transition inside it.
  const byDay = new Map<number, number>()
  const byHour = new Map<number, number>()
  const fixedUtc = zone === 'UTC' || zone === 'Etc/UTC'
  /** The offset throughout UTC slot `slot` of `length` ms, or NaN when it changes inside it. */
  function steadyOffset(cache: Map<number, number>, slot: number, length: number, probes: readonly number[]): number {
    let offset = cache.get(slot)
    if (offset === undefined) {
      const readings = probes.map((at) => zoneOffsetMs(slot * length + at, zone))
      offset = readings.every((reading) => reading === readings[0]) ? (readings[0] as number) : Number.NaN
      cache.set(slot, offset)
    }
    return offset
  }
  function offsetAt(epochMs: number): number {
    if (fixedUtc) return 0
    const daily = steadyOffset(byDay, Math.floor(epochMs / DAY_MS), DAY_MS, DAY_PROBES)
    if (!Number.isNaN(daily)) return daily
    const hourly = steadyOffset(byHour, Math.floor(epochMs / HOUR_MS), HOUR_MS, HOUR_PROBES)
    return Number.isNaN(hourly) ? zoneOffsetMs(epochMs, zone) : hourly
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
