import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

export interface FaqEntry {
  /** Stable anchor id, so an answer can be linked to (/crypto-trading-faq#funding-rates). */
  id: string
  question: MessageDescriptor
  answer: MessageDescriptor[]
}

export interface FaqGroup {
  id: string
  title: MessageDescriptor
  entries: FaqEntry[]
}

/** Questions crypto traders ask about derivatives, fees, metrics and how the journal handles them. */
export const CRYPTO_FAQ: FaqGroup[] = [
  {
    id: 'derivatives-and-fees',
    title: msg`Futures, funding and fees`,
    entries: [
      {
        id: 'funding-rates',
        question: msg`What is a funding rate, and how does it change my P&L?`,
        answer: [
          msg`Perpetual futures never expire, so exchanges keep their price close to spot with funding: at fixed times (often every 8 hours, on some contracts every 1 to 4 hours) longs and shorts pay each other. When the rate is positive, longs pay shorts; when it is negative, shorts pay longs. The payment is your position's notional value times the rate, and only positions open at the funding time pay or receive it.`,
          msg`On a trade held for days, funding can be bigger than the trading fees. The journal attaches every funding payment to the position it was charged on, so a trade's net P&L is realised P&L minus fees minus funding paid plus funding received.`,
        ],
      },
      {
        id: 'inverse-vs-linear',
        question: msg`What is the difference between inverse and linear contracts?`,
        answer: [
          msg`Linear contracts (USDT- or USDC-margined) are margined and settled in the stablecoin: the P&L of a long is (exit price - entry price) x quantity, in dollars.`,
          msg`Inverse contracts (coin-margined, such as BTCUSD settled in BTC) are sized in dollars per contract but margined and paid out in the coin. The P&L of a long, in coin, is contracts x contract value x (1 / entry price - 1 / exit price), so it is not a straight line in price, and its dollar value moves with the coin as well. The journal does this maths for you and shows inverse P&L both in the coin and in its quote value.`,
        ],
      },
      {
        id: 'fees-and-fee-coins',
        question: msg`How are trading fees counted when I pay them in BNB or another coin?`,
        answer: [
          msg`Every fill pays a fee: usually a lower maker fee when your order rested on the book and a higher taker fee when it filled at once. The fee is the fill's notional value times the rate. On spot markets the fee is often taken from the coin you receive, or from BNB or another exchange token at a discount.`,
          msg`The journal keeps each fee in the coin you paid it in and converts it to the trade's quote currency at the fill's price where that price is known, so your net P&L and the fee analysis add up to what really left your account.`,
        ],
      },
      {
        id: 'partial-fills',
        question: msg`How are partial fills and scale-ins handled?`,
        answer: [
          msg`The journal keeps your fills and builds trades from them: a trade runs from the first fill that opens a position until the position is flat again. Scaling in, scaling out and partial fills therefore stay one trade, with a size-weighted average entry and exit, and the fees of every fill added up. Because fills are kept, changing how trades are grouped never loses data.`,
        ],
      },
    ],
  },
  {
    id: 'metrics',
    title: msg`Metrics that matter`,
    entries: [
      {
        id: 'r-multiple',
        question: msg`What is an R-multiple?`,
        answer: [
          msg`R is the money you planned to risk on a trade: the distance from entry to your initial stop times the quantity. The R-multiple is the trade's net P&L divided by R. Risk $100 and make $250 after fees, and the trade is +2.5R; get stopped out and it is about -1R.`,
          msg`R-multiples let you compare trades of different sizes and tell you whether your winners really are bigger than your planned losses. Enter a stop price when you log a trade to get them.`,
        ],
      },
      {
        id: 'win-rate-vs-profit-factor',
        question: msg`Win rate or profit factor: which one matters more?`,
        answer: [
          msg`Win rate is wins divided by wins plus losses. It says nothing about size: a 70% win rate loses money if the average loss is three times the average win.`,
          msg`Profit factor is the sum of your winning net P&L divided by the size of your losing net P&L. Above 1 you make money, below 1 you lose it. Read the two together, with the payoff ratio (average win / average loss) and expectancy, and always after fees and funding: many small "wins" turn into losses once costs are counted.`,
        ],
      },
      {
        id: 'breakeven-band',
        question: msg`What counts as a breakeven trade?`,
        answer: [
          msg`A trade is breakeven when its net P&L is within your breakeven band, which is 0 by default. Set a band such as $2 and scratch trades stop counting as tiny wins or losses. Breakeven trades are shown apart in your win rate and neither break nor extend a streak.`,
        ],
      },
      {
        id: 'max-drawdown',
        question: msg`What is max drawdown?`,
        answer: [
          msg`Max drawdown is the largest fall of your equity curve from a previous peak, in money and in percent. It shows the worst stretch you had to sit through, and is a better guide to position sizing than your best month.`,
        ],
      },
    ],
  },
  {
    id: 'using-the-journal',
    title: msg`Using the journal`,
    entries: [
      {
        id: 'csv-import',
        question: msg`How do I import trades from my exchange?`,
        answer: [
          msg`Export your trade history as a CSV file from the exchange (Binance, Bybit, OKX, Coinbase, Kraken, KuCoin, Gate.io, MEXC, Bitfinex, Bitstamp or BingX) and upload it. The journal recognises the format, reads it on your device and shows what it found before saving. For futures, also import the transaction or funding history so funding lands on the right trades. If a format is new, you can map its columns yourself.`,
        ],
      },
      {
        id: 'duplicates',
        question: msg`What happens if I import the same file twice?`,
        answer: [
          msg`Nothing is doubled. Fills are matched by the exchange's trade ID; where a file has no ID, by a fingerprint of the exchange, symbol, time, side, price, quantity and fee plus the row's place in its file. That way a re-import adds nothing, while two genuinely identical fills in one file are both kept.`,
        ],
      },
      {
        id: 'offline',
        question: msg`How does the journal work offline?`,
        answer: [
          msg`Your journal lives in a database inside your browser, and every screen reads and writes there first. Logging trades, imports, analytics and screenshots all work with no connection. When you are online and signed in, changes sync to your account in the background, so your other devices catch up. Install the app to your home screen to open it offline any time.`,
        ],
      },
      {
        id: 'privacy',
        question: msg`Where is my data stored, and who can see it?`,
        answer: [
          msg`On your device first, and in your own account when you sync. Each account's rows are protected by per-user access rules, and a shared computer keeps a separate local journal for each trader. CSV files and screenshots are read on your device, and CSV imports need no exchange API keys. When you share results, only percentages are shown, never your balances.`,
        ],
      },
      {
        id: 'time-zones',
        question: msg`Which time zone are my trades shown in?`,
        answer: [
          msg`Times are stored in UTC, each import remembers the time zone of its file, and everything is shown in the time zone you choose. Days, weekdays and trading hours in your statistics are counted in that zone, so a trade at 00:30 lands on the right day.`,
        ],
      },
    ],
  },
]
