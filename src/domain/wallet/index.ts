// The spot wallet: holdings, cost basis and realised P&L derived from spot fills and cash flows. Pure.
export { COST_METHODS, createInventory, type CostMethod, type Inventory, type Lot, type Taken } from './inventory'
export {
  buildWallet,
  DERIVATIVE_LEDGER_LAYOUTS,
  holdingsByCoin,
  isHeld,
  realisedByQuote,
  SPOT_LEDGER_KINDS,
  walletInput,
  type CoinFlows,
  type PriceMark,
  type QuoteBook,
  type Valuation,
  type Wallet,
  type WalletHolding,
  type WalletInput,
} from './holdings'
