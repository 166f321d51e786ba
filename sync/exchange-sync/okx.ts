import type { CcxtExchange, CcxtMarket, CcxtTrade } from './client.ts'
import { ExchangeSyncError } from './errors.ts'
import { type FundingPayment, OKX_BILL_ID } from './rows.ts'
import type { ExchangeSource, SyncCursors, SyncPage } from './source.ts'
import { okxUnlistedMarket } from './unlisted.ts'

/**
 * OKX through ccxt: SPOT and SWAP (USDT- and coin-margined) fills from its three months of fills
 * history, and SWAP funding fees from its bills archive (three months too, type 8). OKX lists both
 * newest first and pages back in time by billId (`after` = older than), so each list is walked from
 * the newest row down to the newest row of the last finished walk. Cursors: `spot:fills`,
 * `swap:fills`, `swap:funding`, each {done?, walk?: {top, after}} (see `nextCursor`).
 */
const PAGE = 100
/** OKX's bill type of a funding fee (subtypes 173 paid and 174 received). */
const FUNDING_FEE = '8'

interface OkxClient extends Omit<CcxtExchange, 'fetchMyTrades'> {
  /** Without a symbol: every fill of the `type` (instType) in params. */
  fetchMyTrades(symbol: string | undefined, since?: number, limit?: number, params?: Record<string, unknown>): Promise<CcxtTrade[]>
  privateGetAccountConfig(): Promise<unknown>
  privateGetAccountBillsArchive(params: Record<string, unknown>): Promise<unknown>
}

/** How far one list is synced: all billIds up to `done` are stored; a walk under way stopped at `after`. */
export interface BillCursor {
  readonly done?: string
  readonly walk?: { readonly top: string; readonly after: string }
}

export function readBillCursor(value: unknown): BillCursor {
  if (typeof value !== 'object' || value === null) return {}
  const { done, walk } = value as { done?: unknown; walk?: { top?: unknown; after?: unknown } }
  const id = (text: unknown) => (typeof text === 'string' && OKX_BILL_ID.test(text) ? text : undefined)
  const top = id(walk?.top)
  const after = id(walk?.after)
  return { ...(id(done) ? { done: id(done) } : {}), ...(top && after ? { walk: { top, after } } : {}) }
}

/**
 * One page of a newest-first walk: `ids` are the page's billIds as OKX sent them. Returns how many
 * of them are new (above `done`), the cursor to store with them, and whether the walk has ended.
 * A page that is not strictly descending, or not below the walk's `after`, is a broken answer.
 */
export function nextCursor(cursor: BillCursor, ids: readonly string[], pageSize: number): { fresh: number; cursor: BillCursor; finished: boolean } {
  let previous = cursor.walk ? BigInt(cursor.walk.after) : undefined
  for (const id of ids) {
    if (!OKX_BILL_ID.test(id)) throw new ExchangeSyncError('bad_answer', 'billId')
    if (previous !== undefined && BigInt(id) >= previous) throw new ExchangeSyncError('bad_answer', 'page is not newest first')
    previous = BigInt(id)
  }
  const done = cursor.done === undefined ? -1n : BigInt(cursor.done)
  const fresh = ids.filter((id) => BigInt(id) > done).length
  const top = cursor.walk?.top ?? ids[0]
  const finished = ids.length < pageSize || fresh < ids.length
  if (top === undefined) return { fresh, cursor, finished: true }
  return { fresh, cursor: finished ? { done: top } : { ...(cursor.done ? { done: cursor.done } : {}), walk: { top, after: ids[ids.length - 1]! } }, finished }
}

const isSwap = (market: CcxtMarket) => (market as { swap?: unknown }).swap === true

/** The key's rights from GET /api/v5/account/config: `perm` lists read_only, trade, withdraw. */
function permissionsOf(answer: unknown): string[] {
  const { code, data } = (answer ?? {}) as { code?: unknown; data?: unknown }
  const perm = Array.isArray(data) ? (data[0] as { perm?: unknown } | undefined)?.perm : undefined
  if (code !== '0' || typeof perm !== 'string' || perm === '') throw new ExchangeSyncError('bad_answer', 'account config')
  return perm.split(',').map((right) => right.trim())
}

export function okxSource(exchange: CcxtExchange): ExchangeSource {
  const client = exchange as OkxClient

  /** Walks one newest-first list from its cursor; `read` answers a page older than `after`. */
  async function* walk<T>(
    cursorKey: string,
    cursors: SyncCursors,
    read: (after: string | undefined) => Promise<Array<{ id: string; row: T }>>,
    page: (rows: T[], cursor: BillCursor) => SyncPage,
  ) {
    let cursor = readBillCursor(cursors[cursorKey])
    for (;;) {
      const rows = await read(cursor.walk?.after)
      const ids = rows.map(({ id }) => id)
      const next = nextCursor(cursor, ids, PAGE)
      // The rows are newest first: the fresh ones lead. An empty page still stores an ended walk.
      const fresh = rows.slice(0, next.fresh).map(({ row }) => row)
      if (rows.length > 0 || cursor.walk) yield page(fresh, next.cursor)
      if (next.finished) return
      cursor = next.cursor
    }
  }

  async function* fills(kind: 'spot' | 'swap', cursors: SyncCursors): AsyncGenerator<SyncPage> {
    const byId = new Map(
      Object.values(client.markets)
        .filter((market) => (kind === 'spot' ? market.spot : isSwap(market)))
        .map((market) => [market.id, market]),
    )
    const cursorKey = `${kind}:fills`
    // A fill of a market OKX no longer lists (unlisted.ts) is journaled when its instId names its
    // coins (spot); otherwise (a swap's contract value is not in the fill) it is skipped and counted.
    yield* walk<{ market: CcxtMarket; trade: CcxtTrade } | 'skipped'>(
      cursorKey,
      cursors,
      async (after) => {
        const trades = await client.fetchMyTrades(undefined, undefined, PAGE, { type: kind, ...(after ? { after } : {}) })
        if (!Array.isArray(trades) || trades.length > PAGE) throw new ExchangeSyncError('bad_answer', 'fills is not a page')
        const rows = trades.map((trade) => {
          const id = String(trade.info.billId)
          if (!OKX_BILL_ID.test(id)) throw new ExchangeSyncError('bad_answer', 'billId')
          const market = byId.get(String(trade.info.instId)) ?? okxUnlistedMarket(kind, trade.info.instId)
          if (!market) return { id, row: 'skipped' as const }
          // OKX names a fill's realised P&L `fillPnl`; the rows read `realizedPnl` (rows.ts).
          return { id, row: { market, trade: kind === 'swap' ? { ...trade, info: { ...trade.info, realizedPnl: trade.info.fillPnl } } : trade } }
        })
        // ccxt sorts fills by time; the walk goes by billId, newest first as OKX sent them.
        return rows.sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1))
      },
      (rows, cursor) => {
        const fills = rows.filter((row) => row !== 'skipped')
        return { cursorKey, cursor, fills, funding: [], skipped: rows.length - fills.length }
      },
    )
  }

  async function* funding(cursors: SyncCursors): AsyncGenerator<SyncPage> {
    const cursorKey = 'swap:funding'
    yield* walk<FundingPayment>(
      cursorKey,
      cursors,
      async (after) => {
        const answer = (await client.privateGetAccountBillsArchive({ type: FUNDING_FEE, limit: String(PAGE), ...(after ? { after } : {}) })) as { code?: unknown; data?: unknown }
        if (answer?.code !== '0' || !Array.isArray(answer.data) || answer.data.length > PAGE) throw new ExchangeSyncError('bad_answer', 'bills is not a page')
        return (answer.data as Array<Record<string, unknown>>).map((bill) => {
          if (bill.type !== FUNDING_FEE) throw new ExchangeSyncError('bad_answer', 'a bill that is not a funding fee')
          const time = typeof bill.ts === 'string' && /^\d{1,15}$/.test(bill.ts) ? Number(bill.ts) : undefined
          return { id: String(bill.billId), row: { id: bill.billId, symbol: bill.instId, asset: bill.ccy, amount: bill.balChg, time } }
        })
      },
      (rows, cursor) => ({ cursorKey, cursor, fills: [], funding: rows }),
    )
  }

  return {
    async checkKey() {
      const rights = permissionsOf(await client.privateGetAccountConfig())
      if (rights.some((right) => right !== 'read_only')) throw new ExchangeSyncError('key_can_trade')
    },
    markets: ['spot', 'swap', 'funding'],
    async *pages(cursors) {
      yield* fills('swap', cursors)
      yield* fills('spot', cursors)
      yield* funding(cursors)
    },
  }
}
