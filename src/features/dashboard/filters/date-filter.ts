import * as v from 'valibot'
import { DATE_PRESETS, type DatePreset, type DateRange, dateRangeOf, isInRange, parseLocalDate, tradeDateMs } from '../../../domain/journal/date-range'
import type { Metrics } from '../../../domain/metrics'
import type { Trade } from '../../../domain/trade'

/** The date filter of a screen: every trade, one of docs/product.md's presets, or a custom range. */
export type DateFilterPreset = 'all' | DatePreset
export const DATE_FILTER_PRESETS: readonly DateFilterPreset[] = ['all', ...DATE_PRESETS]

export interface DateFilter {
  readonly preset: DateFilterPreset
  /** Custom range, inclusive calendar days `YYYY-MM-DD` in the trader's zone. */
  readonly from?: string
  readonly to?: string
}

const localDate = v.fallback(
  v.optional(
    v.pipe(
      v.string(),
      v.check((text) => parseLocalDate(text) !== undefined),
    ),
  ),
  undefined,
)

/**
 * Valibot entries a route's search schema spreads in to keep the date filter in the URL
 * (`?range=thisMonth`, `?range=custom&from=2025-01-01&to=2025-01-31`): a reload or a shared link
 * shows the same period. A malformed value reads as "all time" instead of failing the route.
 */
export const dateFilterSearchEntries = {
  range: v.fallback(v.optional(v.picklist(DATE_FILTER_PRESETS)), undefined),
  from: localDate,
  to: localDate,
}

/** The filter a URL's search describes (loosely typed: the hook serves any route). */
export function dateFilterOf(search: Record<string, unknown>): DateFilter {
  const preset = typeof search.range === 'string' && (DATE_FILTER_PRESETS as readonly string[]).includes(search.range) ? (search.range as DateFilterPreset) : 'all'
  const day = (value: unknown) => (typeof value === 'string' && parseLocalDate(value) ? value : undefined)
  if (preset !== 'custom') return { preset }
  const from = day(search.from)
  const to = day(search.to)
  return { preset, ...(from ? { from } : {}), ...(to ? { to } : {}) }
}

/** The instants the filter covers, in the trader's zone; undefined for every trade. */
export function dateFilterRange(filter: DateFilter, now: number, timeZone: string): DateRange | undefined {
  if (filter.preset === 'all') return undefined
  const range = dateRangeOf(filter.preset, { now, timeZone }, { from: filter.from, to: filter.to })
  return range.from === undefined && range.before === undefined ? undefined : range
}

/**
 * The trades of a period (a closed trade on the day it was closed, see tradeDateMs). The same array
 * comes back when nothing is filtered, so the metrics cache can reuse its columns.
 */
export function tradesInDateRange(trades: readonly Trade[], range: DateRange | undefined): readonly Trade[] {
  if (!range) return trades
  return trades.filter((trade) => isInRange(tradeDateMs(trade), range))
}

/** The trades closed before a period began: what the journal had realised when it started. */
export function tradesClosedBefore(trades: readonly Trade[], from: number): readonly Trade[] {
  return trades.filter((trade) => trade.closedAt !== undefined && tradeDateMs(trade) < from)
}

/** Each report's P&L (in its view, exact), for the engine's openingPnl: where the next period starts. */
export function openingPnlOf(metrics: Metrics): Record<string, string> {
  return Object.fromEntries(
    metrics.reports.filter((report) => report.totalTrades > 0).map((report) => [report.currency, report.view === 'gross' ? report.totals.grossPnl : report.totals.netPnl]),
  )
}
