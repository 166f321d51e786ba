/**
 * The exchanges a trader can connect by API key in the app, kept to what the server syncs
 * (sync/exchange-sync/client.ts SYNCED_EXCHANGES): the id the server and the imports use, the
 * name shown, and whether its keys have a passphrase (OKX's, sent as ccxt's `password`).
 */
export interface SyncExchange {
  readonly id: 'binance' | 'bybit' | 'okx'
  readonly name: string
  readonly hasPassphrase: boolean
}

export const SYNC_EXCHANGES: readonly SyncExchange[] = [
  { id: 'binance', name: 'Binance', hasPassphrase: false },
  { id: 'bybit', name: 'Bybit', hasPassphrase: false },
  { id: 'okx', name: 'OKX', hasPassphrase: true },
]

/** The exchange's name for a connection's card (its server id otherwise). */
export const syncExchangeName = (id: string): string => SYNC_EXCHANGES.find((exchange) => exchange.id === id)?.name ?? id
