/**
 * Fee analysis per exchange and per trade, and the fee impact on P&L over time. Pure: built on the
 * trades' facts (src/domain/insights/trade-facts.ts); funding is always kept apart from trading fees
 * and money is never added across quote coins. Definitions are in fee-analysis.ts.
 */
export { analyseFees, type CurrencyFeeTotals, type ExchangeFeeRow, type FeeAnalysis, type TradeFeeRow } from './fee-analysis'
export { feeImpactSeries, type FeeImpactPoint } from './fee-impact'
