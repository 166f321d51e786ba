import type { IsoInstant } from '../domain'

/** Canonical instants keep index order equal to time order (`2025-03-01T14:05:09.000Z`). */
export function canonicalInstant(value: string): IsoInstant {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: ${JSON.stringify(value)}`)
  return date.toISOString()
}

/** Latest instant a descending key can represent (year 2286). */
const MAX_MS = 9_999_999_999_999

/**
 * A string that sorts newest first: 13 digits of (MAX - epoch ms). RxDB's Dexie storage cannot walk an
 * index backwards, so "newest first" needs its own ascending key to be served from an index.
 */
export function descendingTimeKey(instant: IsoInstant): string {
  const ms = Math.min(Math.max(Date.parse(instant), 0), MAX_MS)
  return String(MAX_MS - ms).padStart(13, '0')
}
