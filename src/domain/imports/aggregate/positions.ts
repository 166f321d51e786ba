import { multiply, parseDecimal } from '../../decimal'
import type { TradeOverrides } from '../../trade'
import type { ImportedPosition } from '../records'
import { money } from './fill-math'
import type { DerivedTrade, DerivedTradeFields } from './types'

/**
 * A closed-position row (Bybit closed P&L, KuCoin futures realised P&L) as a trade. There are no fills
 * behind it, so the exchange's numbers are kept as they are: its P&L as an override, its fees and
 * funding as given. Without an open time (Bybit) the trade opens and closes at the close time; the
 * transaction log gives real lifetimes.
 */
export function positionToDerivedTrade(position: ImportedPosition & { readonly accountId?: string; readonly importId?: string }): DerivedTrade {
  const overrides: TradeOverrides = {
    ...(position.realizedPnl !== undefined ? { realizedPnl: position.realizedPnl } : {}),
    ...(position.netPnl !== undefined ? { netPnl: position.netPnl } : {}),
  }
  // Funding arrives in the settlement coin; Trade.fundingFee is in the quote coin.
  const fundingFee =
    position.fundingFee === undefined
      ? undefined
      : position.marketType === 'inverse'
        ? money(multiply(parseDecimal(position.fundingFee), parseDecimal(position.exitPrice)))
        : position.fundingFee
  const optional = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : { [key]: value }) as { [P in K]?: V }
  const trade: DerivedTradeFields = {
    ...optional('accountId', position.accountId || undefined),
    exchange: position.exchange,
    symbol: position.symbol,
    baseAsset: position.baseAsset,
    quoteAsset: position.quoteAsset,
    marketType: position.marketType,
    side: position.side,
    entryPrice: position.entryPrice,
    exitPrice: position.exitPrice,
    quantity: position.quantity,
    ...optional('contractSize', position.contractSize),
    ...optional('leverage', position.leverage),
    ...optional('tradingFee', position.tradingFee),
    ...optional('feeAsset', position.tradingFee === undefined ? undefined : position.feeAsset),
    ...optional('fundingFee', fundingFee),
    openedAt: position.openedAt ?? position.closedAt,
    closedAt: position.closedAt,
    ...optional('overrides', Object.keys(overrides).length > 0 ? overrides : undefined),
    source: 'import',
    ...optional('importId', position.importId || undefined),
    sourceKey: position.dedupeKey,
    ...optional('sourceTimeZone', position.sourceTimeZone),
  }
  return {
    trade,
    sourceKey: position.dedupeKey,
    fillKeys: [],
    fundingKeys: [],
    realizedPnl: position.realizedPnl ?? position.netPnl ?? '0',
    legs: [],
    unconvertedFees: [],
  }
}
