import type { IsoInstant } from '../../common'
import { parseZone, type SourceZone, wallToEpoch } from './zone'

/**
 * Date formats seen in exchange exports. `auto` reads every unambiguous form: ISO-like
 * `2024-03-01 08:00:00[.123][Z|+08:00| UTC]`, Bybit's `22:37 2024-11-21`, Bitstamp's
 * `Oct. 24, 2017, 07:25 PM`, epoch seconds or milliseconds, and `D/M/Y` when a part above 12 shows the
 * order. The named formats fix the order of day and month for files that cannot show it.
 */
export const DATE_FORMATS = [
  'auto',
  'YYYY-MM-DD HH:mm:ss',
  'DD/MM/YYYY HH:mm:ss',
  'MM/DD/YYYY HH:mm:ss',
  'DD.MM.YYYY HH:mm:ss',
  'DD-MM-YY HH:mm:ss',
  'YY-MM-DD HH:mm:ss',
  'HH:mm YYYY-MM-DD',
  'epoch-s',
  'epoch-ms',
] as const
export type DateFormat = (typeof DATE_FORMATS)[number]

export type DateResult =
  | { readonly ok: true; readonly epochMs: number; readonly iso: IsoInstant; readonly zoneInValue: boolean }
  | { readonly ok: false; readonly code: 'EMPTY' | 'INVALID_DATE' | 'AMBIGUOUS_DATE' }

interface Parts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
  millisecond: number
  zone?: SourceZone
}

const ZONE_SUFFIX = String.raw`(?:\s*(Z|UTC|GMT|(?:UTC|GMT)?\s*[+-]\d{1,2}(?::?\d{2})?))?`
const TIME = String.raw`(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?`
const YMD = new RegExp(String.raw`^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:(?:[T\s]|,\s*)+${TIME})?${ZONE_SUFFIX}$`, 'i')
const TIME_FIRST = new RegExp(String.raw`^${TIME}\s+(\d{4})-(\d{1,2})-(\d{1,2})${ZONE_SUFFIX}$`, 'i')
const DMY = new RegExp(String.raw`^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?:(?:[T\s]|,\s*)+${TIME}\s*(AM|PM)?)?${ZONE_SUFFIX}$`, 'i')
const MONTH_NAME = new RegExp(String.raw`^([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4}),?\s+${TIME}\s*(AM|PM)?${ZONE_SUFFIX}$`, 'i')
const EPOCH = /^(\d{9,13})(?:\.(\d+))?$/
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

function timeParts(match: RegExpExecArray, at: number): Pick<Parts, 'hour' | 'minute' | 'second' | 'millisecond'> {
  return {
    hour: Number(match[at] ?? 0),
    minute: Number(match[at + 1] ?? 0),
    second: Number(match[at + 2] ?? 0),
    // Kraken writes 1 to 4 decimals: milliseconds are the first three, padded.
    millisecond: Number((match[at + 3] ?? '').slice(0, 3).padEnd(3, '0')),
  }
}

function withZone(parts: Parts, zoneText: string | undefined): Parts | undefined {
  if (!zoneText) return parts
  const zone = parseZone(zoneText.replace(/\s+/g, ''))
  return zone ? { ...parts, zone } : undefined
}

function twelveHour(hour: number, meridiem: string | undefined): number | undefined {
  if (!meridiem) return hour
  if (hour < 1 || hour > 12) return undefined
  const pm = meridiem.toUpperCase() === 'PM'
  return (hour % 12) + (pm ? 12 : 0)
}

function fullYear(text: string): number {
  return text.length === 2 ? 2000 + Number(text) : Number(text)
}

type Order = 'dmy' | 'mdy' | 'ymd' | 'auto'

function readDayMonth(text: string, order: Order, twoDigitYearOnly: boolean): Parts | 'AMBIGUOUS' | undefined {
  const match = DMY.exec(text)
  if (!match) return undefined
  if (twoDigitYearOnly !== ((match[4] ?? '').length === 2)) return undefined
  const first = Number(match[1])
  const second = Number(match[3])
  const time = timeParts(match, 5)
  const hour = twelveHour(time.hour, match[9])
  if (hour === undefined) return undefined
  // Binance's current futures export writes `26-03-17` for 17 March 2026: two-digit year first.
  if (order === 'ymd') return withZone({ year: fullYear(match[1] ?? ''), month: second, day: Number(match[4]), ...time, hour }, match[10])
  let resolved: 'dmy' | 'mdy'
  if (order !== 'auto') resolved = order
  else if (first > 12 && second <= 12) resolved = 'dmy'
  else if (second > 12 && first <= 12) resolved = 'mdy'
  else if (first === second) resolved = 'dmy'
  else return 'AMBIGUOUS'
  return withZone({ year: fullYear(match[4] ?? ''), month: resolved === 'dmy' ? second : first, day: resolved === 'dmy' ? first : second, ...time, hour }, match[10])
}

function readAuto(text: string): Parts | 'AMBIGUOUS' | undefined {
  const ymd = readYmd(text)
  if (ymd || YMD.test(text)) return ymd
  let match = TIME_FIRST.exec(text)
  if (match) return withZone({ year: Number(match[5]), month: Number(match[6]), day: Number(match[7]), ...timeParts(match, 1) }, match[8])
  match = MONTH_NAME.exec(text)
  if (match) {
    const month = MONTHS.indexOf((match[1] ?? '').toLowerCase()) + 1
    const time = timeParts(match, 4)
    const hour = twelveHour(time.hour, match[8])
    if (month === 0 || hour === undefined) return undefined
    return withZone({ year: Number(match[3]), month, day: Number(match[2]), ...time, hour }, match[9])
  }
  const epoch = readEpoch(text, 'auto')
  if (epoch) return epoch
  return readDayMonth(text, 'auto', false)
}

function readEpoch(text: string, unit: 's' | 'ms' | 'auto'): Parts | undefined {
  const match = EPOCH.exec(text)
  if (!match) return undefined
  const integer = match[1] ?? ''
  const resolved = unit === 'auto' ? (integer.length >= 12 ? 'ms' : 's') : unit
  const fraction = match[2] ?? ''
  const ms = resolved === 'ms' ? Number(integer) : Number(integer) * 1000 + Number(fraction.slice(0, 3).padEnd(3, '0'))
  const date = new Date(ms)
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
    millisecond: date.getUTCMilliseconds(),
    zone: { kind: 'fixed', offsetMinutes: 0 },
  }
}

function readYmd(text: string): Parts | undefined {
  const match = YMD.exec(text)
  return match ? withZone({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]), ...timeParts(match, 4) }, match[8]) : undefined
}

function readWithFormat(text: string, format: DateFormat): Parts | 'AMBIGUOUS' | undefined {
  // A four-digit year first is never ambiguous: day-first formats accept it too (mixed exports).
  if (format !== 'auto' && !format.startsWith('epoch') && /^\d{4}[-/.]/.test(text)) return readYmd(text)
  switch (format) {
    case 'auto':
      return readAuto(text)
    case 'YYYY-MM-DD HH:mm:ss':
      return readYmd(text)
    case 'HH:mm YYYY-MM-DD': {
      const match = TIME_FIRST.exec(text)
      return match ? withZone({ year: Number(match[5]), month: Number(match[6]), day: Number(match[7]), ...timeParts(match, 1) }, match[8]) : undefined
    }
    case 'DD/MM/YYYY HH:mm:ss':
    case 'DD.MM.YYYY HH:mm:ss':
      return readDayMonth(text, 'dmy', false)
    case 'MM/DD/YYYY HH:mm:ss':
      return readDayMonth(text, 'mdy', false)
    case 'DD-MM-YY HH:mm:ss':
      return readDayMonth(text, 'dmy', true)
    case 'YY-MM-DD HH:mm:ss':
      return readDayMonth(text, 'ymd', true)
    case 'epoch-s':
      return readEpoch(text, 's')
    case 'epoch-ms':
      return readEpoch(text, 'ms')
  }
}

/** A real calendar time: 2025-02-30 and 25:00 are refused; years outside 1990-2200 too. */
function isReal(parts: Parts): boolean {
  const { year, month, day, hour, minute, second } = parts
  if (year < 1990 || year > 2200 || hour > 23 || minute > 59 || second > 59) return false
  const check = new Date(Date.UTC(year, month - 1, day))
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day
}

/**
 * Reads a date-time cell. A zone written in the value (`Z`, `+08:00`, ` UTC`) wins; otherwise the
 * wall time is read in `zone` (the file's or the trader's).
 */
export function parseDateTime(raw: string, format: DateFormat, zone: SourceZone): DateResult {
  const text = raw.trim().replace(/\s+/g, ' ')
  if (text === '' || text === '-' || text === '--') return { ok: false, code: 'EMPTY' }
  const parts = readWithFormat(text, format)
  if (parts === 'AMBIGUOUS') return { ok: false, code: 'AMBIGUOUS_DATE' }
  if (!parts || !isReal(parts)) return { ok: false, code: 'INVALID_DATE' }
  const epochMs = wallToEpoch(parts, parts.zone ?? zone)
  if (!Number.isFinite(epochMs)) return { ok: false, code: 'INVALID_DATE' }
  return { ok: true, epochMs, iso: new Date(epochMs).toISOString(), zoneInValue: parts.zone !== undefined }
}
