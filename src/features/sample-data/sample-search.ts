import * as v from 'valibot'
import { MAX_SAMPLE_TRADE_COUNT } from '../../domain/sample-journal/sample-size'

/**
 * `?sampleTrades=10000` on the dashboard: the size of the sample the first-run panel offers. It is how
 * `npm run bench` fills a journal with 10,000 trades through the app itself. Harmless in production:
 * it only changes a number on the panel of a journal that has never held a trade, the trader still
 * has to click 'Load sample journal' (which shows the count), and the result is removable in one
 * step like any sample. Anything malformed reads as the default.
 */
export const sampleSearchEntries = {
  sampleTrades: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_SAMPLE_TRADE_COUNT))), undefined),
}
