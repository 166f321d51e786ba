/**
 * Market data, the market's long/short positioning and the trader's own economic calendar: parsing
 * of the exchange's public responses, cache keys, and the journal's side of each screen. Pure: no
 * network, no storage, no clock (`now` comes in).
 */
export * from './symbols'
export * from './ticker'
export * from './long-short'
export * from './cache-keys'
export * from './trade-results'
export * from './side-split'
export * from './economic-events'
