import type { CcxtErrors } from './errors.ts'
import type { ExchangeCredentials } from './seal.ts'

/** The exchanges the server syncs through ccxt (ids as ccxt and the journal's imports name them). */
export const SYNCED_EXCHANGES = ['binance', 'bybit', 'okx'] as const
export type SyncedExchange = (typeof SYNCED_EXCHANGES)[number]
export const isSyncedExchange = (id: string): id is SyncedExchange => (SYNCED_EXCHANGES as readonly string[]).includes(id)

/** The parts of ccxt the sync uses (ccxt's own names and shapes). */
export interface CcxtTrade {
  readonly id?: string
  readonly order?: string
  readonly timestamp?: number
  readonly symbol?: string
  readonly side?: string
  readonly price?: number
  readonly amount?: number
  readonly cost?: number
  readonly fee?: { readonly cost?: number; readonly currency?: string }
  readonly info: Record<string, unknown>
}

export interface CcxtMarket {
  readonly id: string
  readonly symbol: string
  readonly base: string
  readonly quote: string
  readonly spot: boolean
  readonly linear?: boolean
  readonly inverse?: boolean
  readonly contractSize?: number
}

export interface CcxtExchange {
  readonly urls: { api: Record<string, unknown> }
  readonly markets: Record<string, CcxtMarket>
  loadMarkets(): Promise<unknown>
  setMarkets(markets: Record<string, CcxtMarket>): unknown
  fetchMyTrades(symbol: string, since?: number, limit?: number, params?: Record<string, unknown>): Promise<CcxtTrade[]>
  fetchBalance(): Promise<{ readonly total: Record<string, number | undefined> }>
  numberToString(value: number): string
}

export type CcxtModule = CcxtErrors & Record<string, unknown>

/**
 * `EXCHANGE_API_URLS`: server configuration only (never a request's field), a JSON map from
 * exchange id to a base URL that stands in for the exchange's hosts, e.g.
 * `{"binance":"http://127.0.0.1:4010"}` turns `https://fapi.binance.com/fapi/v1/...` into
 * `http://127.0.0.1:4010/fapi.binance.com/fapi/v1/...` (the fake exchange of the tests).
 */
export type ExchangeBaseUrls = Readonly<Partial<Record<SyncedExchange, string>>>

export function parseExchangeBaseUrls(text: string | undefined): ExchangeBaseUrls {
  if (!text) return {}
  const parsed: unknown = JSON.parse(text)
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('EXCHANGE_API_URLS must be a JSON object')
  const urls: Partial<Record<SyncedExchange, string>> = {}
  for (const [id, value] of Object.entries(parsed)) {
    if (!isSyncedExchange(id)) throw new Error(`EXCHANGE_API_URLS names an exchange the sync does not know: ${id}`)
    if (typeof value !== 'string' || !/^https?:\/\/[^/?#]+$/.test(value.replace(/\/$/, ''))) throw new Error(`EXCHANGE_API_URLS.${id} must be an http(s) origin`)
    urls[id] = value.replace(/\/$/, '')
  }
  return urls
}

function rebase(api: Record<string, unknown>, base: string): void {
  for (const [name, value] of Object.entries(api)) {
    if (typeof value === 'string') api[name] = value.replace(/^https:\/\//, `${base}/`)
    else if (typeof value === 'object' && value !== null) rebase(value as Record<string, unknown>, base)
  }
}

/** Options per exchange: only the markets the sync reads, no currency list, no margin pairs. */
const OPTIONS: Record<SyncedExchange, Record<string, unknown>> = {
  binance: { fetchMarkets: { types: ['spot', 'linear', 'inverse'] }, fetchCurrencies: false, fetchMargins: false },
  bybit: { fetchMarkets: { types: ['spot', 'linear', 'inverse'] } },
  okx: { fetchMarkets: { types: ['spot', 'swap'] } },
}

/**
 * Capabilities turned off per exchange: ccxt's bybit and okx load their currency lists with a
 * signed call (`/v5/asset/coin/query-info`, `/api/v5/asset/currencies`) on every market load,
 * whatever their options say, unless `has.fetchCurrencies` is false; the sync needs no currency list.
 */
const HAS: Partial<Record<SyncedExchange, Record<string, boolean>>> = { bybit: { fetchCurrencies: false }, okx: { fetchCurrencies: false } }

/**
 * Market lists per exchange and base URL, kept an hour in this process: every run needs them, and
 * Binance weighs its two exchangeInfo calls at 20 (ccxt's throttle waits about a second for them),
 * which was most of a sync that found nothing new.
 */
const MARKETS_TTL_MS = 3600_000
const marketCache = new Map<string, { readonly markets: Record<string, CcxtMarket>; readonly at: number }>()

export async function loadMarketsCached(client: CcxtExchange, exchange: SyncedExchange, urls: ExchangeBaseUrls, now: number): Promise<void> {
  const key = `${exchange}|${urls[exchange] ?? ''}`
  const cached = marketCache.get(key)
  if (cached && now - cached.at < MARKETS_TTL_MS) {
    client.setMarkets(cached.markets)
    return
  }
  await client.loadMarkets()
  marketCache.set(key, { markets: client.markets, at: now })
}

export function createExchangeClient(ccxt: CcxtModule, exchange: SyncedExchange, credentials: ExchangeCredentials, urls: ExchangeBaseUrls): CcxtExchange {
  const Exchange = ccxt[exchange] as new (config: Record<string, unknown>) => CcxtExchange
  const client = new Exchange({
    apiKey: credentials.apiKey,
    secret: credentials.secret,
    ...(credentials.password ? { password: credentials.password } : {}),
    enableRateLimit: true,
    timeout: 20_000,
    options: OPTIONS[exchange],
    ...(HAS[exchange] ? { has: HAS[exchange] } : {}),
  })
  const base = urls[exchange]
  if (base) rebase(client.urls.api, base)
  return client
}
