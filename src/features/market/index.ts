/** The public face of market/: what other features import from it. */
export { useCacheRepository } from './use-market-cache'
export { useTradeResults } from './use-trade-results'
