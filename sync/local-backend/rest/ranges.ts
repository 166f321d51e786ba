/**
 * Row ranges as PostgREST's RangeQuery.hs computes them from `limit`, `offset` and the `Range`
 * header, the `db-max-rows` cap, and the `Content-Range` header / 206 / 416 rules of the response.
 * A range is `lower..upper` inclusive; `upper` Infinity means unbounded.
 */

export interface Range {
  readonly lower: number
  readonly upper: number
}

export const ALL_RANGE: Range = { lower: 0, upper: Infinity }
export const LIMIT_ZERO_RANGE: Range = { lower: 0, upper: -1 }
const EMPTY: Range = { lower: Infinity, upper: -Infinity }

export const isEmpty = (range: Range) => range.upper < range.lower
export const isAll = (range: Range) => range.lower === 0 && range.upper === Infinity
/** `limit=0` is the one empty range that is allowed. */
export const hasLimitZero = (range: Range) => range.upper === -1

export function intersect(a: Range, b: Range): Range {
  if (isEmpty(a) || isEmpty(b)) return EMPTY
  return { lower: Math.max(a.lower, b.lower), upper: Math.min(a.upper, b.upper) }
}

export const rangeLimit = (range: Range): number | undefined => (range.upper === Infinity ? undefined : 1 + range.upper - range.lower)

/** Caps a range at `limit` rows from its offset. */
export function restrictRange(limit: number | undefined, range: Range): Range {
  if (limit === undefined) return range
  return intersect(range, { lower: -Infinity, upper: range.lower + limit - 1 })
}

/** Haskell's `readMaybe` for an Integer: optional minus, digits, surrounding spaces. */
export function readInteger(value: string): number | undefined {
  return /^\s*-?\d+\s*$/.test(value) ? Number(value.trim()) : undefined
}

/** The `limit` / `offset` query parameters combined, as PostgREST's `ranges`. */
export function rangeFromParams(limit: string | undefined, offset: string | undefined): Range | undefined {
  const limitRange = limit === undefined ? undefined : restrictRange(readInteger(limit), ALL_RANGE)
  const offsetValue = offset === undefined ? undefined : readInteger(offset)
  const offsetRange = offset === undefined ? undefined : offsetValue === undefined ? ALL_RANGE : { lower: offsetValue, upper: Infinity }
  if (limitRange && offsetRange) {
    const rows = rangeLimit(limitRange) ?? 0
    return { lower: offsetRange.lower, upper: offsetRange.lower + rows - 1 }
  }
  return limitRange ?? offsetRange
}

/** `Range: 0-9` (GET only). Anything that does not match `^\d+-\d*$` means all rows. */
export function rangeFromHeader(header: string | undefined): Range {
  const match = header === undefined ? null : /^([0-9]+)-([0-9]*)$/.exec(header)
  if (!match) return ALL_RANGE
  const lower = Number(match[1])
  const upper = match[2] ? Number(match[2]) : Infinity
  return upper < lower ? EMPTY : { lower, upper }
}

export type TopLevelRange = { readonly ok: true; readonly range: Range } | { readonly ok: false; readonly details: string }

/** getRanges of ApiRequest.hs: the rows the request asks for, or the 416 it earns. */
export function topLevelRange(method: string, limitParams: Range | undefined, rangeHeader: string | undefined): TopLevelRange {
  const headerRange = method === 'GET' ? rangeFromHeader(rangeHeader) : ALL_RANGE
  const limitRange = limitParams ?? ALL_RANGE
  const range = hasLimitZero(limitRange) ? LIMIT_ZERO_RANGE : intersect(headerRange, limitRange)
  if (isEmpty(range) && !hasLimitZero(limitRange)) {
    return {
      ok: false,
      details: isEmpty(headerRange)
        ? 'The lower boundary must be lower than or equal to the upper boundary in the Range header.'
        : 'Limit should be greater than or equal to zero.',
    }
  }
  return { ok: true, range }
}

/** The range the SQL runs with: capped at max-rows, except that `limit=0` stays zero rows. */
export function withMaxRows(range: Range, maxRows: number | undefined): Range {
  return hasLimitZero(range) ? LIMIT_ZERO_RANGE : restrictRange(maxRows, range)
}

export function contentRange(lower: number, upper: number, total: number | undefined): string {
  const rangePart = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*'
  return `${rangePart}/${total === undefined ? '*' : total}`
}

/** rangeStatusHeader: 200, 206 for a part of a counted total, 416 for an offset past it. */
export function rangeStatus(range: Range, pageTotal: number, total: number | undefined): { status: number; contentRange: string } {
  const lower = range.lower
  const upper = lower + pageTotal - 1
  const status = total === undefined ? 200 : lower > total ? 416 : 1 + upper - lower < total ? 206 : 200
  return { status, contentRange: contentRange(lower, upper, total) }
}
