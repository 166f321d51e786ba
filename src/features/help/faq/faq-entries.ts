import { msg } from '@lingui/core/macro'
import type { FaqGroup } from '../crypto-faq/faq-entries'

/**
 * Questions about this product. Every answer states what the code does (README, src/db, sync/,
 * src/domain/imports); change the answer when the behaviour changes.
 */
export const PRODUCT_FAQ: FaqGroup[] = [
  {
    id: 'data',
    title: msg`Offline and your data`,
    entries: [
      {
        id: 'offline-mode',
        question: msg`Does the journal work without a connection?`,
        answer: [
          msg`Yes. Every screen reads and writes a database inside your browser, so logging, editing, importing and analysing trades work the same with or without a network. Once the app has been opened, it opens any screen offline too, and you can install it to your home screen as an app.`,
          msg`While you are offline an 'Offline Mode' badge is shown. Only what needs the internet by nature waits for a connection: signing up or in, and syncing your journal to your account.`,
        ],
      },
      {
        id: 'where-data-lives',
        question: msg`Where is my journal stored?`,
        answer: [
          msg`In the browser you use it in, on this device. Each signed-in trader has a database of their own, so two people sharing a device never see each other's journal. Settings > Data shows how much space it takes and whether the browser has agreed not to clear it.`,
          msg`If you chose 'Continue without an account', the journal lives on this device only. If you signed in, a copy is also kept on your account's server, which is what lets a second device see it and what protects it if this browser's data is lost.`,
        ],
      },
      {
        id: 'backup',
        question: msg`How do I back up my journal or take it elsewhere?`,
        answer: [
          msg`On Reports, 'Back up your journal' downloads the whole journal as one JSON file, screenshots optional, and 'Restore from a backup' reads it back identically: into an empty journal as a whole, or only the missing records into one that has data. 'Export trades (CSV)' gives your trades as a spreadsheet.`,
        ],
      },
    ],
  },
  {
    id: 'sync',
    title: msg`Sync and devices`,
    entries: [
      {
        id: 'how-sync-works',
        question: msg`When does my journal sync?`,
        answer: [
          msg`When you are signed in, in the background, whenever the server can be reached. Changes made offline wait on the device and go out when the connection comes back; nothing you do waits for them. With several tabs open, one of them syncs for all.`,
          msg`The sync indicator shows the state, how many changes are waiting, the last successful sync and the last error, and has a 'Sync now' button.`,
        ],
      },
      {
        id: 'conflicts',
        question: msg`What happens if I edit the same trade on two devices?`,
        answer: [
          msg`The two versions are merged field by field. A field changed on only one device takes that change. A field changed on both keeps the value the server received first, and the other value is not thrown away: the trade shows 'Changed on two devices' with it, so you can take it instead or dismiss it.`,
        ],
      },
    ],
  },
  {
    id: 'imports',
    title: msg`Exchanges and imports`,
    entries: [
      {
        id: 'supported-exchanges',
        question: msg`Which exchanges can I import from?`,
        answer: [
          msg`The CSV exports of Binance, Bybit, OKX, Coinbase, Kraken, KuCoin, Gate.io, MEXC, Bitfinex and Bitstamp are recognised from their header. BingX, and any other exchange, is imported through a column mapping that you can save as a preset. The Exchanges page lists which files to download from each.`,
        ],
      },
      {
        id: 'api-keys',
        question: msg`Do you need my exchange API keys?`,
        answer: [
          msg`No. The journal never connects to an exchange: you download a CSV export there and pick it on Upload Trades, where your browser reads it. No API key is asked for or stored.`,
        ],
      },
      {
        id: 'reimport',
        question: msg`What if I import the same file twice, or two exports that overlap?`,
        answer: [
          msg`Each fill is recognised by the exchange's trade ID or, where a file has none, by its values and its place in the file. The same file again adds nothing and an overlapping export adds only the new fills. Every import can be undone as a whole from the import history.`,
        ],
      },
    ],
  },
  {
    id: 'accounting',
    title: msg`P&L and accounting`,
    entries: [
      {
        id: 'pnl-methods',
        question: msg`Does the journal use FIFO, LIFO or average cost?`,
        answer: [
          msg`Imported trades are built from your fills, and their realised P&L is counted by FIFO unless you choose LIFO or average cost ('Realized P&L method for partial closes', on Upload Trades under the import history). Changing it works the trades out again from the stored fills; nothing is imported again.`,
          msg`A trade taken from flat back to flat has the same total under all three methods. They differ while a position is partly closed, in which part of the position each close is matched against. The Spot Wallet has its own choice of FIFO or average cost for the cost basis of what you still hold.`,
        ],
      },
      {
        id: 'fee-coins',
        question: msg`My fees were paid in BNB: how are they counted?`,
        answer: [
          msg`Exports give a fee paid in the exchange's own coin (BNB on Binance, KCS on KuCoin) as an amount of that coin, without its price. The file check on Upload Trades names such a coin, and 'Fee coin prices' there takes its price in US dollars. Imported trades quoted in US dollars or a dollar stablecoin then count those fees at that price, and a new price works every imported trade out again from its fills.`,
          msg`Without a price, a trade whose fees were all paid in that coin shows them in the coin and has no net P&L, ROI or outcome; a trade that paid part of its fees in it leaves that part out. One price serves every trade, so set the one closest to when you traded.`,
        ],
      },
      {
        id: 'funding-fees',
        question: msg`How are funding fees counted?`,
        answer: [
          msg`Funding from an export (Binance's futures transaction history, Bybit's transaction log, OKX's funding rows) joins the trade that was open on the same account, exchange and symbol at that moment. A trade's net P&L is its realised P&L minus trading fees plus funding, which is negative when paid. On a trade you log by hand, enter it in 'Funding fee'.`,
          msg`Fee Analysis shows funding apart from trading fees, by exchange and by trade.`,
        ],
      },
      {
        id: 'inverse-contracts',
        question: msg`Are inverse (coin-margined) contracts supported?`,
        answer: [
          msg`Yes. Choose 'Inverse (coin-margined)' on a trade and the size is in contracts. P&L is worked out in the coin: contracts x contract value x (1 / entry - 1 / exit) for a long, the other way round for a short, and its fees and funding are counted in the coin as well.`,
        ],
      },
      {
        id: 'currencies',
        question: msg`Why are my totals shown per currency?`,
        answer: [
          msg`A USDT amount and a USD or EUR amount are different money, so the journal never adds them together. Screens show one figure per quote currency instead, and ratios and percentages compare across them.`,
        ],
      },
    ],
  },
  {
    id: 'privacy',
    title: msg`Privacy and deleting data`,
    entries: [
      {
        id: 'privacy',
        question: msg`Who can see my trades?`,
        answer: [
          msg`Without an account, nobody: the journal never leaves this device. With an account, it syncs to your account's server, where each row belongs to you and the database's row-level security lets only your account read it. The log of recent errors stays on this device.`,
          msg`'Blur sensitive data' (Settings > Profile) blurs every money amount on screen, for screen sharing or trading in public.`,
        ],
      },
      {
        id: 'deleting-data',
        question: msg`How do I delete data?`,
        answer: [
          msg`A trade is deleted from the journal, with an undo. An import is undone from the import history on Upload Trades, which removes exactly its fills, cash flows and trades. The sample journal is removed in one step from Settings > Data.`,
          msg`To remove the whole journal from a device, sign out and tick 'Remove my journal from this device'. For a signed-in journal this removes the device's copy only: the copy on your account comes back when you sign in again.`,
        ],
      },
    ],
  },
]
