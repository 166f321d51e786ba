import type { DecimalString, Id, Trade } from '../../domain'
import { add, parseDecimal, toDecimalString, ZERO, type Decimal } from '../../domain/decimal'
import { deriveTradeFigures, type DeriveOptions } from '../../domain/trades'

/** Net P&L in one coin: inverse trades settle in the base coin, so an account can hold several. */
export interface AssetAmount {
  readonly asset: string
  readonly amount: DecimalString
}

export interface AccountSummary {
  /** Live trades on the account, open ones included. */
  readonly trades: number
  /** Sum of the closed trades' net P&L, per settlement coin, the most used coin first. */
  readonly netPnl: readonly AssetAmount[]
}

export const EMPTY_SUMMARY: AccountSummary = { trades: 0, netPnl: [] }

/**
 * Trade count and net P&L per account id, worked out from the local trades. Amounts in different
 * coins are kept apart rather than converted at a made-up rate.
 */
export function summariseAccounts(trades: readonly Trade[], options: DeriveOptions): Map<Id, AccountSummary> {
  const byAccount = new Map<Id, { trades: number; sums: Map<string, { total: Decimal; count: number }> }>()
  for (const trade of trades) {
    if (!trade.accountId || trade.isDeleted) continue
    let entry = byAccount.get(trade.accountId)
    if (!entry) {
      entry = { trades: 0, sums: new Map() }
      byAccount.set(trade.accountId, entry)
    }
    entry.trades += 1
    let net: { asset: string; value: DecimalString } | undefined
    try {
      const figures = deriveTradeFigures(trade, options)
      if (figures.netPnl) net = { asset: figures.settlementAsset, value: figures.netPnl.value }
    } catch {
      // A malformed stored number (the database refuses those) must not hide the other trades.
    }
    if (!net) continue
    const sum = entry.sums.get(net.asset) ?? { total: ZERO, count: 0 }
    entry.sums.set(net.asset, { total: add(sum.total, parseDecimal(net.value)), count: sum.count + 1 })
  }
  const out = new Map<Id, AccountSummary>()
  for (const [id, entry] of byAccount) {
    const netPnl = [...entry.sums.entries()]
      .sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]))
      .map(([asset, sum]) => ({ asset, amount: toDecimalString(sum.total) }))
    out.set(id, { trades: entry.trades, netPnl })
  }
  return out
}
