import { type Account, exchangeBrand, type ImportBatch, PARTNER_EXCHANGES, type Trade } from '../../domain'

/** What the journal holds for one partner exchange. */
export interface ExchangeSummary {
  /** Brand name, as in PARTNER_EXCHANGES. */
  readonly name: string
  /**
   * The trader's accounts on this exchange: set to it, or holding its imports or trades (an import
   * can go into any account). Archived ones included: their history is still there.
   */
  readonly accounts: readonly Account[]
  /** The newest import of any outcome, so a failed last attempt shows too. */
  readonly lastImport: ImportBatch | null
  /** Imports that count (completed): their files, fills and cash flows. */
  readonly imports: number
  readonly fills: number
  readonly cashFlows: number
  /** Journal trades on this exchange, imported or typed in. */
  readonly trades: number
}

/** One summary per partner exchange, in docs/product.md's order, the ones the trader uses first. */
export function summariseExchanges(accounts: readonly Account[], batches: readonly ImportBatch[], trades: readonly Trade[]): ExchangeSummary[] {
  const tradeCounts = new Map<string, number>()
  const tradeAccounts = new Map<string, Set<string>>()
  for (const trade of trades) {
    if (!trade.exchange) continue
    const brand = exchangeBrand(trade.exchange)
    tradeCounts.set(brand, (tradeCounts.get(brand) ?? 0) + 1)
    if (trade.accountId) tradeAccounts.set(brand, (tradeAccounts.get(brand) ?? new Set()).add(trade.accountId))
  }
  const summaries = PARTNER_EXCHANGES.map((name): ExchangeSummary => {
    const own = batches.filter((batch) => exchangeBrand(batch.exchange) === name)
    const completed = own.filter((batch) => batch.status === 'completed')
    const lastImport = own.reduce<ImportBatch | null>((latest, batch) => (!latest || batch.startedAt > latest.startedAt ? batch : latest), null)
    return {
      name,
      accounts: accounts.filter(
        (account) =>
          !account.isDeleted &&
          ((account.exchange !== undefined && exchangeBrand(account.exchange) === name) ||
            completed.some((batch) => batch.accountId === account.id) ||
            tradeAccounts.get(name)?.has(account.id) === true),
      ),
      lastImport,
      imports: completed.length,
      fills: completed.reduce((sum, batch) => sum + batch.fillCount, 0),
      cashFlows: completed.reduce((sum, batch) => sum + batch.ledgerEntryCount, 0),
      trades: tradeCounts.get(name) ?? 0,
    }
  })
  const used = (summary: ExchangeSummary) => summary.accounts.length > 0 || summary.lastImport !== null || summary.trades > 0
  return [...summaries.filter(used), ...summaries.filter((summary) => !used(summary))]
}
