import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

export type GuideBlock =
  | { readonly kind: 'text'; readonly text: MessageDescriptor }
  | { readonly kind: 'steps'; readonly items: readonly MessageDescriptor[] }
  /** Keys are not translated (printed on the keyboard): 'Ctrl+K' is a combination, items of the list are alternatives. */
  | {
      readonly kind: 'keys'
      readonly items: readonly {
        readonly keys: readonly string[]
        readonly text: MessageDescriptor
      }[]
    }

export interface GuideSection {
  /** In-page anchor: /user-guide#imports. */
  readonly id: string
  readonly title: MessageDescriptor
  readonly blocks: readonly GuideBlock[]
}

/** The user guide, in reading order. Each sentence states what the product does today (README). */
export const GUIDE_SECTIONS: readonly GuideSection[] = [
  {
    id: 'getting-started',
    title: msg`Getting started`,
    blocks: [
      {
        kind: 'text',
        text: msg`Your journal is kept in this browser, so it works offline from the first minute. Sign in to sync it to your account and other devices, or continue without an account to keep it on this device only.`,
      },
      {
        kind: 'steps',
        items: [
          msg`Look around first: on an empty journal, the dashboard offers to load a sample journal. Its trades, tags and accounts are marked as samples and are removed in one step, from the banner or from Settings > Data.`,
          msg`Log your first trade: on Journal, press 'Add trade' and fill in the pair, side, prices and size. The P&L, ROI and R preview updates as you type.`,
          msg`Or bring in your history: on Upload Trades, pick your exchange's CSV exports (see Imports by exchange below).`,
        ],
      },
    ],
  },
  {
    id: 'journal',
    title: msg`The journal`,
    blocks: [
      {
        kind: 'text',
        text: msg`Journal lists every trade, newest first, and stays smooth with thousands of them. Filter by date, symbol, side, outcome, setup, tag, exchange and account, search your notes, and sort.`,
      },
      {
        kind: 'text',
        text: msg`A trade can be edited, duplicated, shared as text or deleted with an undo. Its own page shows every figure worked out from it, your notes (markdown) and screenshots (PNG or JPEG up to 20 MB).`,
      },
      {
        kind: 'text',
        text: msg`Trades can be spot, linear or inverse (coin-margined). Fees can be paid in any coin, and funding is entered as a negative amount when paid and a positive one when received.`,
      },
    ],
  },
  {
    id: 'tags',
    title: msg`Tags and setups`,
    blocks: [
      {
        kind: 'text',
        text: msg`Tags come in three kinds: setups (the pattern you traded), emotions and mistakes. Add them on a trade, and create, rename, merge or delete them in Settings > Setups. Merging two tags moves their trades to the one you keep.`,
      },
      {
        kind: 'text',
        text: msg`The journal filters by setup and by tag, so you can review every trade of one pattern or one mistake together.`,
      },
    ],
  },
  {
    id: 'accounts',
    title: msg`Accounts`,
    blocks: [
      {
        kind: 'text',
        text: msg`On Accounts, add one account per exchange sub-account, prop challenge or paper account, with its base currency and initial capital. Screens with an account filter show one account or all of them. An archived account is hidden from pickers but keeps its history.`,
      },
      {
        kind: 'text',
        text: msg`Settings > Trading holds your defaults: the exchange and account of new trades, the breakeven band and the time zone your days and hours are counted in.`,
      },
    ],
  },
  {
    id: 'analytics',
    title: msg`Analytics and dashboard`,
    blocks: [
      {
        kind: 'text',
        text: msg`Every statistic is computed on this device from your closed trades, gross and net, in your time zone, with its definition beside it. Amounts in different quote currencies are shown apart, never added together.`,
      },
      {
        kind: 'text',
        text: msg`On the dashboard, 'Edit layout' lets you move and resize the widgets; the layout is saved for each screen size and syncs with your account.`,
      },
      {
        kind: 'text',
        text: msg`Analytics has tabs for overview, performance, insights, charts, risk, behaviour and capital. Fee Analysis compares fees and funding by exchange and by trade. Every chart has a title, a description and its data as a table for screen readers.`,
      },
    ],
  },
  {
    id: 'imports',
    title: msg`Imports by exchange`,
    blocks: [
      {
        kind: 'steps',
        items: [
          msg`Download your history from the exchange as CSV files. The Exchanges page lists the exports each exchange offers and the columns to recognise them by.`,
          msg`On Upload Trades, choose CSV and pick one or more files. Binance, Bybit, OKX, Coinbase, Kraken, KuCoin, Gate.io, MEXC, Bitfinex and Bitstamp files are recognised from their header; any other file is read through a column mapping you can save as a preset.`,
          msg`Check the preview: it shows each row's problems before anything is written. Then import; it runs in the background, with progress and a cancel button.`,
        ],
      },
      {
        kind: 'text',
        text: msg`Fills are kept as the exchange gave them and trades are built from them, with funding attached to its position. Importing the same file again adds nothing, and each import can be undone as a whole from the import history.`,
      },
      {
        kind: 'text',
        text: msg`Fees paid in the exchange's own coin (BNB on Binance) come without its price. The preview says so, and 'Fee coin prices' on Upload Trades takes the coin's price in US dollars; your imported trades then count those fees in their net P&L.`,
      },
      {
        kind: 'text',
        text: msg`Spot Wallet shows what you hold from the spot fills, deposits, withdrawals and transfers you imported, with its cost basis and realised P&L.`,
      },
    ],
  },
  {
    id: 'offline-sync',
    title: msg`Offline mode and sync`,
    blocks: [
      {
        kind: 'text',
        text: msg`Everything you do is saved in this browser first, so the journal works the same with no connection; an 'Offline Mode' badge tells you when you are offline. You can install it to your home screen and open it like any other app.`,
      },
      {
        kind: 'text',
        text: msg`Signed in, your changes sync in the background whenever the server can be reached. The sync indicator shows the state, the changes waiting and the last sync, and has 'Sync now'. If one field of a trade was changed on two devices, the trade shows 'Changed on two devices' with the other value, to take or dismiss.`,
      },
    ],
  },
  {
    id: 'backup',
    title: msg`Backup and export`,
    blocks: [
      {
        kind: 'text',
        text: msg`On Reports, 'Back up your journal' saves everything as one JSON file (screenshots optional), and 'Restore from a backup' brings it back identically. 'Export trades (CSV)' gives your trades as a spreadsheet that is safe to open in Excel or Google Sheets.`,
      },
    ],
  },
  {
    id: 'shortcuts',
    title: msg`Keyboard shortcuts`,
    blocks: [
      {
        kind: 'keys',
        items: [
          {
            keys: ['Ctrl+K', 'Cmd+K'],
            text: msg`Open the command palette from any screen. Type part of a screen's name and press Enter to go there.`,
          },
          { keys: ['↑', '↓'], text: msg`Move between the palette's results.` },
          { keys: ['Esc'], text: msg`Close the palette, a dialog or a menu.` },
          {
            keys: ['Tab'],
            text: msg`Move through every button, link and field of a screen.`,
          },
        ],
      },
    ],
  },
]
