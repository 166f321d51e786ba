import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { LayoutId } from '../../domain/imports'

/** One export file an exchange offers and the importer reads. */
export interface ExportGuide {
  /** The layout it is read as: its name comes from the import screen's labels. */
  readonly layout: LayoutId
  /** The first columns of its header as the exchange writes them, to recognise the right file. */
  readonly header: string
  readonly gives: MessageDescriptor
}

export interface ExchangeGuide {
  readonly exports: readonly ExportGuide[]
  readonly notes: readonly MessageDescriptor[]
}

/**
 * What to download from each partner exchange. Only what the importer knows (src/domain/imports) and
 * docs/exchange-formats.md states: the export's name and its header. No menu paths: exchanges move them, and a wrong
 * path is worse than none.
 */
export const EXCHANGE_GUIDES: Readonly<Record<string, ExchangeGuide>> = {
  Binance: {
    exports: [
      {
        layout: 'binance-spot',
        header: 'Date(UTC),Pair,Side,Price,Executed,Amount,Fee',
        gives: msg`Spot fills, with the fee coin read from each amount (older files: Date(UTC),Market,Type,Price,Amount,Total,Fee,Fee Coin).`,
      },
      {
        layout: 'binance-usdm-trades',
        header: 'Date(UTC),Symbol,Side,Price,Quantity,Amount,Fee,Realized Profit',
        gives: msg`USD-M futures fills, one row per fill, with the realised profit of closing fills.`,
      },
      {
        layout: 'binance-usdm-transactions',
        header: 'Date(UTC),type,Amount,Asset,Symbol,Transaction ID',
        gives: msg`Funding (FUNDING_FEE), commissions, realised P&L and transfers of the futures wallet.`,
      },
    ],
    notes: [msg`Funding is not in the futures trade history: import the transaction history too, and each payment joins the position it was charged on.`],
  },
  Bybit: {
    exports: [
      {
        layout: 'bybit-spot',
        header: 'Spot Pairs,Order Type,Direction,Filled Value,Filled Price,Filled Quantity,Fees,Transaction ID,Order No.,Timestamp (UTC)',
        gives: msg`Spot fills; the file names no fee coin, so the fee is taken in the coin received.`,
      },
      {
        layout: 'bybit-closed-pnl',
        header: 'Contracts,Closing Direction,Qty,Entry Price,Exit Price,Closed P&L,Exit Type,Trade Time(UTC+0)',
        gives: msg`Closed derivatives positions with Bybit's own net P&L (the open time is not in the file).`,
      },
      {
        layout: 'bybit-transactions',
        header: 'Time,Currency,Contract,Type,Direction,Quantity,Position,Filled Price,Funding,Fee Paid,Cash Flow',
        gives: msg`Derivatives fills, funding and liquidations, row by row.`,
      },
    ],
    notes: [msg`The closed P&L and the transaction log describe the same positions: import one of them, not both, or the trades count twice.`],
  },
  Coinbase: {
    exports: [
      {
        layout: 'coinbase-transactions',
        header:
          'ID,Timestamp,Transaction Type,Asset,Quantity Transacted,Price Currency,Price at Transaction,Subtotal,Total (inclusive of fees and/or spread),Fees and/or Spread,Notes',
        gives: msg`Buys and sells as spot fills; sends and receives as withdrawals and deposits. Conversions are skipped.`,
      },
    ],
    notes: [msg`The file may start with a few lines of text before the header: leave them, the importer finds the header itself.`],
  },
  OKX: {
    exports: [
      {
        layout: 'okx-trading-history',
        header: 'id,Order id,Time,Trade Type,Symbol,Action,Amount,Trading Unit,Filled Price,PnL,Fee,Fee Unit',
        gives: msg`Spot and futures fills, and funding (Funding fee expense / Funding fee income).`,
      },
    ],
    notes: [
      msg`The first line holds your account details and the file's time zone (Time Zone:UTC+8): the importer reads the zone from it.`,
      msg`Perpetual sizes are in contracts. The journal knows the contract value of the main instruments; the preview flags any row whose contract value it does not know.`,
    ],
  },
  Kraken: {
    exports: [
      {
        layout: 'kraken-trades',
        header: 'txid,ordertxid,pair,time,type,ordertype,price,cost,fee,vol,margin,misc,ledgers',
        gives: msg`Fills, with pairs such as XXBTZEUR read as BTC/EUR; margin trades count as futures.`,
      },
      {
        layout: 'kraken-ledgers',
        header: 'txid,refid,time,type,subtype,aclass,asset,wallet,amount,fee,balance',
        gives: msg`Rollover fees as funding, margin P&L, deposits, withdrawals and transfers.`,
      },
    ],
    notes: [],
  },
  KuCoin: {
    exports: [
      {
        layout: 'kucoin-spot',
        header: 'Order ID,Symbol,Side,Avg. Filled Price,Filled Amount,Filled Time(UTC+08:00),Fee,Fee Currency',
        gives: msg`Spot fills with their fee coin.`,
      },
      {
        layout: 'kucoin-futures-pnl',
        header: 'Symbol,Side,Closed Size,Realized PNL,Total Funding Fees,Total Trading Fees,Close Time',
        gives: msg`Closed futures positions with their funding and trading fees.`,
      },
    ],
    notes: [],
  },
  'Gate.io': {
    exports: [
      {
        layout: 'gate-spot',
        header: 'Time,Trade type,Market,Deal price,Deal amount,Total,Fee',
        gives: msg`Spot fills.`,
      },
      {
        layout: 'gate-ledger',
        header: 'no,time,action_desc,action_data,type,change_amount',
        gives: msg`Cash flows of the account; the legs of orders in it are skipped (the trade history has them).`,
      },
    ],
    notes: [],
  },
  MEXC: {
    exports: [
      {
        layout: 'mexc-spot',
        header: 'Pairs,Time,Side,Filled Price,Executed Amount,Total,Fee,Role',
        gives: msg`Spot fills.`,
      },
      {
        layout: 'mexc-futures',
        header: 'Time(UTC+08:00),Futures Trading Pair,Direction,Closing PNL,Trading Fee,Fee-payment Crypto',
        gives: msg`Futures fills, long and short books kept apart.`,
      },
    ],
    notes: [],
  },
  Bitfinex: {
    exports: [
      {
        layout: 'bitfinex-trades',
        header: '#,PAIR,AMOUNT,PRICE,FEE,FEE PERC,FEE CURRENCY,DATE,ORDER ID',
        gives: msg`Fills; a negative amount is a sell.`,
      },
      {
        layout: 'bitfinex-ledger',
        header: '#,DESCRIPTION,CURRENCY,AMOUNT,BALANCE,DATE,WALLET',
        gives: msg`Cash flows of each wallet.`,
      },
    ],
    notes: [],
  },
  Bitstamp: {
    exports: [
      {
        layout: 'bitstamp-transactions',
        header: 'ID,Account,Type,Subtype,Datetime,Amount,Amount currency',
        gives: msg`Market fills, deposits and withdrawals (older files: Type,Datetime,Account,Amount,Value,Rate,Fee,Sub Type).`,
      },
    ],
    notes: [],
  },
  BingX: {
    exports: [],
    notes: [
      msg`BingX has no fixed layout here yet: its file is read through a column mapping. On Upload Trades, pick the file, match the time, symbol, side, price and quantity columns (fee if you have it) and save the mapping as a preset for your next import.`,
    ],
  },
}
