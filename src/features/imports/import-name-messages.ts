import { t } from '@lingui/core/macro'
import type { LayoutId } from '../../domain/imports'
import { exchangeBrand, type ImportStatus, type LedgerEntryKind } from '../../domain'

/** Brand names are never translated (docs/product.md); unknown ids are shown as stored. */
export function exchangeName(id: string): string {
  return id === 'other' ? t`Other exchange` : exchangeBrand(id)
}

/** The export type a layout reads, as the exchange's own menus name it. */
export function exportTypeLabel(layout: LayoutId | string): string {
  switch (layout) {
    case 'binance-spot':
    case 'binance-spot-legacy':
    case 'bybit-spot':
    case 'kucoin-spot':
    case 'kucoin-spot-legacy':
    case 'kucoin-spot-fills':
    case 'gate-spot':
    case 'mexc-spot':
      return t`Spot trade history`
    case 'binance-order-history':
      return t`Spot order history`
    case 'binance-statements':
      return t`All statements`
    case 'coinbase-pro-fills':
      return t`Coinbase Pro fills`
    case 'coinbase-tax-report':
      return t`Tax transactions report`
    case 'binance-usdm-trades':
      return t`USD-M futures trade history`
    case 'binance-usdm-transactions':
      return t`USD-M futures transaction history (funding)`
    case 'bybit-closed-pnl':
      return t`Derivatives closed P&L`
    case 'bybit-transactions':
      return t`Transaction log`
    case 'okx-trading-history':
      return t`Trading history`
    case 'coinbase-transactions':
    case 'coinbase-transactions-2020':
    case 'bitstamp-transactions':
    case 'bitstamp-transactions-legacy':
      return t`Transaction history`
    case 'kraken-trades':
    case 'bitfinex-trades':
      return t`Trades`
    case 'kraken-ledgers':
    case 'gate-ledger':
    case 'bitfinex-ledger':
      return t`Ledger`
    case 'kucoin-futures-pnl':
      return t`Futures realised P&L`
    case 'mexc-futures':
      return t`Futures order history`
    case 'mapping':
      return t`Column mapping`
    default:
      return layout
  }
}

/** An import record's status, as the import history and the exchanges screen show it. */
export function importStatusLabel(status: ImportStatus): string {
  switch (status) {
    case 'running':
      return t`Importing`
    case 'completed':
      return t`Imported`
    case 'failed':
      return t`Failed, nothing saved`
    case 'cancelled':
      return t`Cancelled, nothing saved`
    case 'undone':
      return t`Undone`
  }
}

/** What a cash-flow row of an export is, in the trader's language. */
export function ledgerKindLabel(kind: LedgerEntryKind): string {
  switch (kind) {
    case 'funding':
      return t`Funding`
    case 'fee':
      return t`Fee`
    case 'rebate':
      return t`Fee rebate`
    case 'deposit':
      return t`Deposit`
    case 'withdrawal':
      return t`Withdrawal`
    case 'transfer':
      return t`Transfer`
    case 'liquidation':
      return t`Liquidation`
    case 'realizedPnl':
      return t`Realized P&L`
    case 'other':
      return t`Other`
  }
}
