import * as v from 'valibot'

/**
 * `?trade=<id>` of /trade-analysis. Ids are UUIDs, but any short text is passed on and looked up (a
 * wrong one then reads 'Trade not found' rather than silently showing the list); TanStack parses
 * `?trade=123` as a number, so numbers are read as text. Anything else (an object, a long string)
 * falls back to no trade: the list of recent trades.
 */
export const TradeAnalysisSearch = v.object({
  trade: v.fallback(v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.minLength(1), v.maxLength(64))), undefined),
})

export type TradeAnalysisSearchParams = v.InferOutput<typeof TradeAnalysisSearch>

export function parseTradeAnalysisSearch(search: Record<string, unknown>): TradeAnalysisSearchParams {
  return v.parse(TradeAnalysisSearch, search)
}
