// The spot wallet: holdings, cost basis and realised P&L derived from spot fills and cash flows. Pure.
export { type CostMethod, type Inventory, type Lot, type Taken } from './inventory'
export {
  buildWallet,
  holdingsByCoin,
  isHeld,
  realisedByQuote,
  walletInput,
  type CoinFlows,
  type PriceMark,
  type QuoteBook,
  type Valuation,
  type Wallet,
  type WalletHolding,
  type WalletInput,
} from './holdings'
