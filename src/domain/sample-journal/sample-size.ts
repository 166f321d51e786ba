/** Size of the sample journal. Apart from the generator, so screens can show it without loading it. */
export const DEFAULT_SAMPLE_TRADE_COUNT = 400
/** The benchmark loads 10,000; more only makes the load slower without showing anything new. */
export const MAX_SAMPLE_TRADE_COUNT = 20_000
export const DEFAULT_SAMPLE_MONTHS = 6
