import { isValidTimeZone, wallTimeToEpochMs, type WallTime } from '../../trades/trade-time'

/**
 * The zone a file's wall-clock times are written in: a fixed offset (`Date(UTC)`, OKX's
 * `Time Zone:UTC+8`, MEXC's `Time(UTC+08:00)`) or an IANA zone the trader chose (DST follows the
 * zone's rules).
 */
export type SourceZone = { readonly kind: 'fixed'; readonly offsetMinutes: number } | { readonly kind: 'iana'; readonly name: string }

export const UTC_ZONE: SourceZone = { kind: 'fixed', offsetMinutes: 0 }

const OFFSET = /^(?:UTC|GMT)?\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?$/i

/** `UTC`, `Z`, `GMT`, `UTC+8`, `UTC+08:00`, `GMT-3:30`, `+0800`, or an IANA name; undefined otherwise. */
export function parseZone(text: string): SourceZone | undefined {
  const trimmed = text.trim()
  if (/^(?:Z|UTC|GMT|UTC[+-]0{1,2}(?::?00)?|GMT[+-]0{1,2})$/i.test(trimmed)) return UTC_ZONE
  const offset = OFFSET.exec(trimmed)
  if (offset) {
    const hours = Number(offset[2])
    const minutes = Number(offset[3] ?? 0)
    if (hours > 14 || minutes > 59) return undefined
    const total = hours * 60 + minutes
    return { kind: 'fixed', offsetMinutes: offset[1] === '-' ? -total : total }
  }
  if (/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)+$/.test(trimmed) && isValidTimeZone(trimmed)) return { kind: 'iana', name: trimmed }
  return undefined
}

/** Finds a zone written in a header or metadata cell: `Date(UTC)`, `Time(UTC+08:00)`, `Time Zone:UTC+8`. */
export function zoneInText(text: string): SourceZone | undefined {
  const match = /\b(?:UTC|GMT)\s*(?:[+-]\s*\d{1,2}(?::?\d{2})?)?/i.exec(text)
  return match ? parseZone(match[0].replace(/\s+/g, '')) : undefined
}

/**
 * How the zone is stored (Fill.sourceTimeZone, Trade.sourceTimeZone): `UTC`, an IANA name, `Etc/GMT-8`
 * for whole-hour offsets (IANA's sign is inverted: Etc/GMT-8 is UTC+8), or `+05:30` for the rest.
 */
export function zoneLabel(zone: SourceZone): string {
  if (zone.kind === 'iana') return zone.name
  if (zone.offsetMinutes === 0) return 'UTC'
  if (zone.offsetMinutes % 60 === 0) {
    const hours = zone.offsetMinutes / 60
    return `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`
  }
  const sign = zone.offsetMinutes < 0 ? '-' : '+'
  const abs = Math.abs(zone.offsetMinutes)
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}

/** The instant a wall-clock time in `zone` denotes (DST gaps and repeats as wallTimeToEpochMs says). */
export function wallToEpoch(wall: WallTime & { readonly millisecond?: number }, zone: SourceZone): number {
  if (zone.kind === 'iana') return wallTimeToEpochMs(wall, zone.name)
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond ?? 0)
  return asUtc - zone.offsetMinutes * 60_000
}
