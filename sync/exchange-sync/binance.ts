import type { CcxtExchange, CcxtMarket } from './client.ts'
import { ExchangeSyncError } from './errors.ts'
import type { ExchangeSource, SyncCursors, SyncPage } from './source.ts'

/**
 * Binance through ccxt: spot and USDⓈ-M futures fills, USDⓈ-M funding income. Binance lists a
 * trader's fills only per symbol, so the symbols come from the account: futures from its income
 * history (every futures fill books a commission there), spot from its balances, plus every symbol
 * synced before. Cursors: `linear:income` {since: ms}, `<spot|linear>:<symbol id>` {fromId}.
 */
const PAGE = 1000
/** Binance keeps income history for three months. */
const INCOME_HISTORY_MS = 90 * 24 * 3600 * 1000
const SPOT_QUOTES = ['USDT', 'USDC', 'FDUSD', 'BTC']

interface BinanceClient extends CcxtExchange {
  sapiGetAccountApiRestrictions(): Promise<Record<string, unknown>>
  fapiPrivateGetIncome(params: Record<string, unknown>): Promise<Array<Record<string, unknown>>>
}

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

  function marketById(id: string, kind: 'spot' | 'linear'): CcxtMarket | undefined {
    return Object.values(client.markets).find((market) => market.id === id && (kind === 'spot' ? market.spot : market.linear === true))
  }

  return {
    async checkKey() {
      const rights = await client.sapiGetAccountApiRestrictions()
      if (typeof rights !== 'object' || rights === null || typeof rights.enableReading !== 'boolean') throw new ExchangeSyncError('bad_answer', 'key restrictions')
      if (WRITE_RIGHTS.some((right) => rights[right] === true)) throw new ExchangeSyncError('key_can_trade')
    },
    markets: ['spot', 'linear', 'funding'],
    async *pages(cursors) {
      const linearSymbols = new Set<string>()
      const incomeKey = 'linear:income'
      let since = Number((cursors[incomeKey] as { since?: number } | undefined)?.since ?? now() - INCOME_HISTORY_MS)
      for (;;) {
        const rows = await client.fapiPrivateGetIncome({ startTime: since, limit: PAGE })
        if (!Array.isArray(rows)) throw new ExchangeSyncError('bad_answer', 'income is not a list')
        for (const row of rows) if (typeof row.symbol === 'string' && row.symbol !== '') linearSymbols.add(row.symbol)
        const last = Number(rows[rows.length - 1]?.time ?? since)
        if (!Number.isSafeInteger(last) || last < since) throw new ExchangeSyncError('bad_answer', 'income page does not move forward')
        const funding = rows
          .filter((row) => row.incomeType === 'FUNDING_FEE')
          .map((row) => ({ id: row.tranId, symbol: row.symbol, asset: row.asset, amount: row.income, time: row.time }))
        // Rows of the last millisecond come again on the next page; their dedupe keys make that harmless.
        const next = rows.length === PAGE && last === since ? last + 1 : last
        yield { cursorKey: incomeKey, cursor: { since: next }, fills: [], funding }
        if (rows.length < PAGE) break
        since = next
      }
      const balance = await client.fetchBalance()
      const spotSymbols = new Set<string>()
      for (const [asset, total] of Object.entries(balance.total ?? {})) {
        if (typeof total !== 'number' || total <= 0) continue
        for (const quote of SPOT_QUOTES) spotSymbols.add(`${asset}${quote}`)
      }
      for (const key of Object.keys(cursors)) {
        const [kind, id] = key.split(':')
        if (kind === 'spot' && id) spotSymbols.add(id)
        if (kind === 'linear' && id && id !== 'income') linearSymbols.add(id)
      }
      for (const [kind, symbols] of [
        ['linear', linearSymbols],
        ['spot', spotSymbols],
      ] as const) {
        for (const id of [...symbols].sort()) {
          const market = marketById(id, kind)
          if (market) yield* fills(market, `${kind}:${id}`, cursors)
        }
      }
    },
  }
}
