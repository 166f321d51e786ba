import { msg } from '@lingui/core/macro'
import type { BlogPost } from '../blog-types'

export const whyYourWinRateLies: BlogPost = {
  slug: 'why-your-win-rate-lies',
  publishedOn: '2025-05-12',
  title: msg`Why your win rate lies without fees and funding`,
  summary: msg`A trade that closes above its entry is not always a win. Here is how fees and funding quietly turn gross winners into net losers, and what to measure instead.`,
  tags: [msg`Fees`, msg`Funding`, msg`Metrics`],
  body: [
    {
      kind: 'paragraph',
      text: msg`You buy 1 BTC on a perpetual at $60,000 and sell at $60,060. The chart says +$60. But a taker fee of 0.05% costs about $30 on the way in and $30 on the way out, so the trade is flat before funding, and if you held it through one funding payment at 0.01% ($6) it is a loss. Most journals still count it as a win.`,
    },
    { kind: 'heading', text: msg`Gross wins, net losses` },
    {
      kind: 'paragraph',
      text: msg`Take 100 scalps: 60 close above entry with an average gain of $40, 40 close below with an average loss of $45, and fees average $25 a trade. Gross, that is a 60% win rate and +$600. If 15 of those winners made less than $25, they are losers after fees: the real win rate is 45%, and the fees of $2,500 turn +$600 into -$1,900.`,
    },
    {
      kind: 'paragraph',
      text: msg`The smaller your average winner is compared with the round-trip fee, the bigger the gap between your gross and net win rate. Scalpers and high-leverage traders feel it most.`,
    },
    { kind: 'heading', text: msg`Funding is a cost of holding` },
    {
      kind: 'paragraph',
      text: msg`Perpetual futures charge funding, usually every 8 hours. Hold a $50,000 long for a week while the rate is 0.01% and you pay 21 times, $5 each: $105. In a hot market, rates of 0.05% or more make that $525, which can be most of a swing trade's profit. When the rate turns negative, longs receive funding instead, and that belongs in your numbers too.`,
    },
    { kind: 'heading', text: msg`What to measure instead` },
    {
      kind: 'list',
      items: [
        msg`Net P&L per trade: realised P&L minus trading fees, minus funding paid, plus funding received.`,
        msg`Win rate on net P&L, with breakeven trades counted apart.`,
        msg`Profit factor and expectancy from net P&L, not from price moves.`,
        msg`Fees and funding as a share of your gross profit, per exchange and per setup.`,
      ],
    },
    {
      kind: 'paragraph',
      text: msg`The journal works all of these out from your fills and funding history, shows the definition beside every number, and lets you switch between gross and net to see exactly how much your costs take.`,
    },
  ],
}
