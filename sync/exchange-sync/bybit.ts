import type { CcxtExchange, CcxtMarket, CcxtTrade } from './client.ts'
import { ExchangeSyncError } from './errors.ts'
import type { FundingPayment } from './rows.ts'
import type { ExchangeSource, SyncCursors, SyncPage } from './source.ts'
import { bybitUnlistedMarket } from './unlisted.ts'

/**
 * Bybit's unified account through ccxt: spot, linear (USDT/USDC) and inverse (coin-margined) fills
 * from the execution list (`/v5/execution/list`), funding from the transaction log
 * (`/v5/account/transaction-log`, SETTLEMENT rows with a funding amount). Both list newest first,
 * page by an opaque `cursor` and answer at most 7 days per request, so each cursor key walks the
 * history in 7-day windows: `{since}` is where the next window starts and, while a window is being
 * read, `{since, end, page}` holds the window and Bybit's cursor for its next page. Every page is
 * written with its cursor, so a run resumes at the page it stopped on. After a window that reached
 * the present, the next run starts one minute before its end (a fill Bybit lists late still
 * arrives; its dedupe key keeps it single). Cursor keys: `spot`, `linear`, `inverse` (fills), `funding`.
 */
const CATEGORIES = ['spot', 'linear', 'inverse'] as const
type Category = (typeof CATEGORIES)[number]
const WINDOW_MS = 7 * 24 * 3600 * 1000
/** The first sync reads 90 days back (each 7-day window costs a request per category even when empty). */
const HISTORY_MS = 90 * 24 * 3600 * 1000
const LATE_MS = 60_000
const EXECUTIONS_PAGE = 100
const LOG_PAGE = 50

/** Executions that are fills of the account: trades, liquidations, auto-deleveraging, delivery, block trades, moved positions. */
const FILL_TYPES = new Set(['Trade', 'AdlTrade', 'BustTrade', 'Delivery', 'BlockTrade', 'MovePosition', 'FutureSpread'])
/** Executions that are not fills: funding (read from the transaction log) and USDC session settlement. */
const NOT_FILLS = new Set(['Funding', 'Settle'])

type BybitAnswer = { readonly retCode?: unknown; readonly result?: unknown }

interface BybitClient extends CcxtExchange {
  privateGetV5UserQueryApi(): Promise<BybitAnswer>
  privateGetV5ExecutionList(params: Record<string, unknown>): Promise<BybitAnswer>
  privateGetV5AccountTransactionLog(params: Record<string, unknown>): Promise<BybitAnswer>
  parseTrade(trade: Record<string, unknown>, market: CcxtMarket): CcxtTrade
}

export function checkKeyAnswer(answer: BybitAnswer): void {
  const result = answer.result as { readOnly?: unknown; permissions?: unknown } | undefined
  if (typeof result !== 'object' || result === null || (result.readOnly !== 0 && result.readOnly !== 1)) throw new ExchangeSyncError('bad_answer', 'key information')
  const permissions = result.permissions
  if (typeof permissions !== 'object' || permissions === null) throw new ExchangeSyncError('bad_answer', 'key permissions')
  const wallet = (permissions as Record<string, unknown>).Wallet ?? []
  if (!Array.isArray(wallet)) throw new ExchangeSyncError('bad_answer', 'key permissions')
  // readOnly 0 is Bybit's "Read-Write": the key can trade, transfer or withdraw in the areas it lists.
  // On a read-only key the lists name the areas it may read; a withdrawal right is refused even there.
  if (result.readOnly !== 1 || wallet.includes('Withdraw')) throw new ExchangeSyncError('key_can_trade')
}

/** One page of a v5 list: its rows and the cursor of the next page ('' when it is the last). */
export function listOf(answer: BybitAnswer, what: string, category?: Category): { rows: Array<Record<string, unknown>>; next: string } {
  const result = answer.result as { list?: unknown; nextPageCursor?: unknown; category?: unknown } | undefined
  if (answer.retCode !== 0 || typeof result !== 'object' || result === null || !Array.isArray(result.list)) throw new ExchangeSyncError('bad_answer', `${what} is not a list`)
  if (category !== undefined && result.category !== category) throw new ExchangeSyncError('bad_answer', `${what} of another category`)
  const next = result.nextPageCursor ?? ''
  if (typeof next !== 'string') throw new ExchangeSyncError('bad_answer', `${what} cursor`)
  for (const row of result.list) if (typeof row !== 'object' || row === null) throw new ExchangeSyncError('bad_answer', `${what} row`)
  return { rows: result.list as Array<Record<string, unknown>>, next }
}

/** Bybit's times are strings of milliseconds; a row outside the window it was asked for is a broken answer. */
export function timeInWindow(value: unknown, start: number, end: number, what: string): number {
  const time = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : NaN
  if (!(time >= start && time <= end)) throw new ExchangeSyncError('bad_answer', `${what} outside its window`)
  return time
}

/**
 * A market as the journal stores it. Bybit's inverse contracts are worth 1 USD each (the order size
 * is in USD); ccxt derives an inverse contract size from the minimum order quantity, which is the
 * same figure only while that minimum is 1, so the size is fixed here.
 */
export const journalMarket = (market: CcxtMarket): CcxtMarket => (market.inverse ? { ...market, contractSize: 1 } : market)

/** Funding of one transaction-log row, or undefined for a SETTLEMENT without funding (USDC session P&L). */
export function fundingOfLogRow(row: Record<string, unknown>): FundingPayment | undefined {
  if (row.type !== 'SETTLEMENT') throw new ExchangeSyncError('bad_answer', 'transaction log row of another type')
  if (row.funding === '' || row.funding === undefined || /^-?0(\.0+)?$/.test(String(row.funding))) return undefined
  return { id: row.id, symbol: row.symbol, asset: row.currency, amount: row.funding, time: Number(row.transactionTime) }
}

/** A cursor key's place: the next window's start, or the window being read and Bybit's cursor in it. */
export interface Window {
  readonly since: number
  readonly end?: number
  readonly page?: string
  /**
   * The end of the window an earlier run read up to the present: the minute before it is read again,
   * and a fill skipped there (unlisted.ts) was counted then, so it is not counted twice.
   */
  readonly seen?: number
}

/** The window a run reads: the one being read, else 7 days from `since` (at most to the present). */
export const windowEnd = (window: Window, present: number): number => window.end ?? Math.min(window.since + WINDOW_MS - 1, present)

/**
 * Where a key stands after one page of the window [since, end]: on the same window with Bybit's next
 * cursor, or on the next window once this one is read (`done` when it reached the present).
 */
export function afterPage(window: Window, end: number, next: string, present: number): { readonly cursor: Window; readonly done: boolean } {
  if (next !== '' && next === window.page) throw new ExchangeSyncError('bad_answer', 'page cursor does not move forward')
  const seen = window.seen === undefined ? {} : { seen: window.seen }
  if (next !== '') return { cursor: { since: window.since, end, page: next, ...seen }, done: false }
  const reachedPresent = end >= present
  return { cursor: reachedPresent ? { since: Math.max(window.since, end + 1 - LATE_MS), seen: end } : { since: end + 1 }, done: reachedPresent }
}

export function storedWindow(cursor: unknown, earliest: number): Window {
  if (typeof cursor !== 'object' || cursor === null) return { since: earliest }
  const { since, end, page, seen } = cursor as Record<string, unknown>
  if (typeof since !== 'number' || !Number.isSafeInteger(since)) return { since: earliest }
  const counted = typeof seen === 'number' && Number.isSafeInteger(seen) ? { seen } : {}
  return typeof end === 'number' && typeof page === 'string' && page !== '' ? { since, end, page, ...counted } : { since, ...counted }
}

export function bybitSource(exchange: CcxtExchange, now: () => number): ExchangeSource {
  const client = exchange as BybitClient
  // Bybit lists one id (BTCUSDT) in spot and in linear: markets are looked up by category and id,
  // once the handler has loaded them.
  let markets: Map<string, CcxtMarket> | undefined
  const marketOf = (category: Category, id: unknown): CcxtMarket | undefined => {
    if (!markets) {
      markets = new Map()
      for (const market of Object.values(client.markets)) {
        const kind = market.spot ? 'spot' : market.inverse ? 'inverse' : market.linear ? 'linear' : undefined
        if (kind) markets.set(`${kind}:${market.id}`, journalMarket(market))
      }
    }
    return markets.get(`${category}:${String(id)}`)
  }

  /**
   * Walks one cursor key's 7-day windows up to now. `read` asks Bybit for one page of a window and
   * turns its rows into the page's fills and funding.
   */
  async function* windows(
    cursorKey: string,
    cursors: SyncCursors,
    read: (
      start: number,
      end: number,
      page: string | undefined,
      seen: number | undefined,
    ) => Promise<{ next: string; fills: SyncPage['fills']; funding: SyncPage['funding']; skipped?: number }>,
  ): AsyncGenerator<SyncPage> {
    const present = now()
    let window = storedWindow(cursors[cursorKey], present - HISTORY_MS)
    for (;;) {
      const end = windowEnd(window, present)
      let page: Awaited<ReturnType<typeof read>>
      try {
        page = await read(window.since, end, window.page, window.seen)
      } catch (error) {
        // Bybit answers 10001 (ccxt's BadRequest) to a page cursor it no longer accepts: the window
        // is read again from its start, and the rows already stored are skipped by their dedupe keys.
        if (window.page === undefined || !(error instanceof Error && error.name === 'BadRequest')) throw error
        window = { since: window.since, end, ...(window.seen === undefined ? {} : { seen: window.seen }) }
        continue
      }
      const { next, fills, funding, skipped } = page
      const { cursor, done } = afterPage(window, end, next, present)
      yield { cursorKey, cursor, fills, funding, ...(skipped ? { skipped } : {}) }
      if (done) return
      window = cursor
    }
  }

  const executions = (category: Category) => async (start: number, end: number, page: string | undefined, seen: number | undefined) => {
    const answer = await client.privateGetV5ExecutionList({ category, startTime: start, endTime: end, limit: EXECUTIONS_PAGE, ...(page ? { cursor: page } : {}) })
    const { rows, next } = listOf(answer, 'execution list', category)
    const fills: Array<{ market: CcxtMarket; trade: CcxtTrade }> = []
    let skipped = 0
    for (const row of rows) {
      const time = timeInWindow(row.execTime, start, end, 'execution')
      if (typeof row.execType !== 'string' || (!FILL_TYPES.has(row.execType) && !NOT_FILLS.has(row.execType))) throw new ExchangeSyncError('bad_answer', 'execution type')
      if (!FILL_TYPES.has(row.execType)) continue
      // ccxt's market list holds the markets trading now: a delisted contract's fill is read from
      // its own answer, or skipped and counted when that would need a guess (unlisted.ts).
      const market = marketOf(category, row.symbol) ?? bybitUnlistedMarket(category, row.symbol)
      if (market) fills.push({ market, trade: client.parseTrade(row, market) })
      else if (seen === undefined || time > seen) skipped++
    }
    return { next, fills, funding: [], skipped }
  }

  const fundingLog = async (start: number, end: number, page: string | undefined) => {
    const answer = await client.privateGetV5AccountTransactionLog({
      accountType: 'UNIFIED',
      type: 'SETTLEMENT',
      startTime: start,
      endTime: end,
      limit: LOG_PAGE,
      ...(page ? { cursor: page } : {}),
    })
    const { rows, next } = listOf(answer, 'transaction log')
    const funding: FundingPayment[] = []
    for (const row of rows) {
      timeInWindow(row.transactionTime, start, end, 'transaction')
      const payment = fundingOfLogRow(row)
      if (payment) funding.push(payment)
    }
    return { next, fills: [], funding }
  }

  return {
    async checkKey() {
      checkKeyAnswer(await client.privateGetV5UserQueryApi())
    },
    markets: [...CATEGORIES, 'funding'],
    async *pages(cursors) {
      for (const category of CATEGORIES) yield* windows(category, cursors, executions(category))
      yield* windows('funding', cursors, fundingLog)
    },
  }
}
