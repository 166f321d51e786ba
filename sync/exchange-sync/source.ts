import type { CcxtMarket, CcxtTrade } from './client.ts'
import type { FundingPayment } from './rows.ts'

/** Where each market's next sync starts, per cursor key (stored in `exchange_connections.cursors`). */
export type SyncCursors = Readonly<Record<string, unknown>>

/** One answer of the exchange, written with its cursor in one transaction (so a run resumes there). */
export interface SyncPage {
  readonly cursorKey: string
  readonly cursor: unknown
  readonly fills: ReadonlyArray<{ readonly market: CcxtMarket; readonly trade: CcxtTrade }>
  readonly funding: readonly FundingPayment[]
  /**
   * Fills of the page the journal cannot hold as they are: their market is no longer listed and the
   * answer does not state its coins or contract size (unlisted.ts). The cursor moves past them and
   * the connection counts them, so one delisted market never stops every later run.
   */
  readonly skipped?: number
}

/** One exchange's read-only sync: the key check and the pages from the stored cursors on. */
export interface ExchangeSource {
  /** Throws `key_can_trade` for a key that can trade or withdraw, `key_refused` through ccxt. */
  checkKey(): Promise<void>
  /** What the connection reads, for its card. */
  readonly markets: readonly string[]
  pages(cursors: SyncCursors): AsyncGenerator<SyncPage>
}
