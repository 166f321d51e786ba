import type { CcxtExchange, CcxtMarket } from './client.ts'
import { ExchangeSyncError } from './errors.ts'
import type { ExchangeSource, SyncCursors, SyncPage } from './source.ts'

/**
 * Binance through ccxt: spot, USDⓈ-M and COIN-M futures fills, USDⓈ-M and COIN-M funding income.
 * Binance lists a trader's fills only per symbol, so the symbols come from the account: futures
 * from their income history (every futures fill books a commission there), spot from its balances,
 * plus every symbol synced before. Cursors: `<linear|inverse>:income` {since: ms},
 * `<spot|linear|inverse>:<symbol id>` {fromId}.
 */
const PAGE = 1000
/** Binance keeps income history for three months. */
const INCOME_HISTORY_MS = 90 * 24 * 3600 * 1000
const SPOT_QUOTES = ['USDT', 'USDC', 'FDUSD', 'BTC']

type RawTrades = (params: Record<string, unknown>) => Promise<unknown>

interface BinanceClient extends CcxtExchange {
  privateGetMyTrades: RawTrades
  fapiPrivateGetUserTrades: RawTrades
  dapiPrivateGetUserTrades: RawTrades
  sapiGetAccountApiRestrictions(): Promise<Record<string, unknown>>
  fapiPrivateGetIncome(params: Record<string, unknown>): Promise<Array<Record<string, unknown>>>
  dapiPrivateGetIncome(params: Record<string, unknown>): Promise<Array<Record<string, unknown>>>
}

type FuturesKind = 'linear' | 'inverse'
type MarketKind = 'spot' | FuturesKind

/** Any of these rights lets the key move money or trade: the sync wants a read-only key. */
const WRITE_RIGHTS = [
  'enableWithdrawals',
  'enableInternalTransfer',
  'permitsUniversalTransfer',
  'enableSpotAndMarginTrading',
  'enableMargin',
  'enableFutures',
  'enableVanillaOptions',
  'enablePortfolioMarginTrading',
  'enableFixApiTrade',
]

export function binanceSource(exchange: CcxtExchange, now: () => number): ExchangeSource {
  const client = exchange as BinanceClient

  async function* fills(market: CcxtMarket, cursorKey: string, cursors: SyncCursors): AsyncGenerator<SyncPage> {
    let fromId = Number((cursors[cursorKey] as { fromId?: number } | undefined)?.fromId ?? 0)
    for (;;) {
      const trades = await client.fetchMyTrades(market.symbol, undefined, PAGE, { fromId })
      if (trades.length === 0) return
      const lastId = Number(trades[trades.length - 1]!.id)
      // A page that does not move forward would be read again forever.
      if (!Number.isSafeInteger(lastId) || lastId < fromId) throw new ExchangeSyncError('bad_answer', 'fills page does not move forward')
      fromId = lastId + 1
      yield { cursorKey, cursor: { fromId }, fills: trades.map((trade) => ({ market, trade })), funding: [] }
      if (trades.length < PAGE) return
    }
  }

  /**
   * Fills of a symbol ccxt no longer lists (a delisted pair, an expired contract), read from its
   * cursor and counted as skipped: Binance's fills name neither their coins nor, for COIN-M, the
   * contract size (unlisted.ts). The cursor moves past them, so each is counted once. A symbol
   * Binance no longer knows at all (-1121, ccxt's BadSymbol) has nothing left to read.
   */
  async function* unlistedFills(kind: MarketKind, id: string, cursorKey: string, cursors: SyncCursors): AsyncGenerator<SyncPage> {
    const read = { spot: client.privateGetMyTrades, linear: client.fapiPrivateGetUserTrades, inverse: client.dapiPrivateGetUserTrades }[kind].bind(client)
    let fromId = Number((cursors[cursorKey] as { fromId?: number } | undefined)?.fromId ?? 0)
    for (;;) {
      let rows: unknown
      try {
        rows = await read({ symbol: id, fromId, limit: PAGE })
      } catch (error) {
        if (error instanceof Error && error.name === 'BadSymbol') return
        throw error
      }
      if (!Array.isArray(rows)) throw new ExchangeSyncError('bad_answer', 'fills is not a list')
      if (rows.length === 0) return
      const lastId = Number((rows[rows.length - 1] as { id?: unknown }).id)
      if (!Number.isSafeInteger(lastId) || lastId < fromId) throw new ExchangeSyncError('bad_answer', 'fills page does not move forward')
      fromId = lastId + 1
      yield { cursorKey, cursor: { fromId }, fills: [], funding: [], skipped: rows.length }
      if (rows.length < PAGE) return
    }
  }

  function marketById(id: string, kind: MarketKind): CcxtMarket | undefined {
    return Object.values(client.markets).find((market) => market.id === id && (kind === 'spot' ? market.spot : market[kind] === true))
  }

  /** One futures kind's income history from its cursor: funding payments, and the symbols it traded. */
  async function* income(kind: FuturesKind, cursors: SyncCursors, symbols: Set<string>): AsyncGenerator<SyncPage> {
    const cursorKey = `${kind}:income`
    const fetchIncome = kind === 'linear' ? client.fapiPrivateGetIncome.bind(client) : client.dapiPrivateGetIncome.bind(client)
    let since = Number((cursors[cursorKey] as { since?: number } | undefined)?.since ?? now() - INCOME_HISTORY_MS)
    for (;;) {
      const rows = await fetchIncome({ startTime: since, limit: PAGE })
      if (!Array.isArray(rows)) throw new ExchangeSyncError('bad_answer', 'income is not a list')
      for (const row of rows) if (typeof row.symbol === 'string' && row.symbol !== '') symbols.add(row.symbol)
      const last = Number(rows[rows.length - 1]?.time ?? since)
      if (!Number.isSafeInteger(last) || last < since) throw new ExchangeSyncError('bad_answer', 'income page does not move forward')
      const funding = rows
        .filter((row) => row.incomeType === 'FUNDING_FEE')
        .map((row) => ({ id: row.tranId, symbol: row.symbol, asset: row.asset, amount: row.income, time: row.time }))
      // Rows of the last millisecond come again on the next page; their dedupe keys make that harmless.
      const next = rows.length === PAGE && last === since ? last + 1 : last
      yield { cursorKey, cursor: { since: next }, fills: [], funding }
      if (rows.length < PAGE) return
      since = next
    }
  }

  return {
    async checkKey() {
      const rights = await client.sapiGetAccountApiRestrictions()
      if (typeof rights !== 'object' || rights === null || typeof rights.enableReading !== 'boolean') throw new ExchangeSyncError('bad_answer', 'key restrictions')
      if (WRITE_RIGHTS.some((right) => rights[right] === true)) throw new ExchangeSyncError('key_can_trade')
    },
    markets: ['spot', 'linear', 'inverse', 'funding'],
    async *pages(cursors) {
      const futuresSymbols: Record<FuturesKind, Set<string>> = { linear: new Set(), inverse: new Set() }
      yield* income('linear', cursors, futuresSymbols.linear)
      yield* income('inverse', cursors, futuresSymbols.inverse)
      const balance = await client.fetchBalance()
      const spotSymbols = new Set<string>()
      // The symbols the account surely traded: synced before, or in its futures income. Balances
      // only suggest spot pairs (each coin against each quote), which need not exist.
      const traded = new Set<string>()
      for (const [asset, total] of Object.entries(balance.total ?? {})) {
        if (typeof total !== 'number' || total <= 0) continue
        for (const quote of SPOT_QUOTES) spotSymbols.add(`${asset}${quote}`)
      }
      for (const key of Object.keys(cursors)) {
        const [kind, id] = key.split(':')
        if (kind === 'spot' && id) spotSymbols.add(id)
        if ((kind === 'linear' || kind === 'inverse') && id && id !== 'income') futuresSymbols[kind].add(id)
        if (id && id !== 'income') traded.add(key)
      }
      for (const kind of ['linear', 'inverse'] as const) for (const id of futuresSymbols[kind]) traded.add(`${kind}:${id}`)
      for (const [kind, symbols] of [
        ['linear', futuresSymbols.linear],
        ['inverse', futuresSymbols.inverse],
        ['spot', spotSymbols],
      ] as const) {
        for (const id of [...symbols].sort()) {
          const market = marketById(id, kind)
          if (market) yield* fills(market, `${kind}:${id}`, cursors)
          else if (traded.has(`${kind}:${id}`)) yield* unlistedFills(kind, id, `${kind}:${id}`, cursors)
        }
      }
    },
  }
}
