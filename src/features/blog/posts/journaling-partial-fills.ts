import { msg } from '@lingui/core/macro'
import type { BlogPost } from '../blog-types'

export const journalingPartialFills: BlogPost = {
  slug: 'journaling-partial-fills',
  publishedOn: '2025-04-22',
  title: msg`Journaling partial fills correctly`,
  summary: msg`Three partial fills, a scale-in and two exits: one trade or six? Why a trade should run from flat to flat, and how average prices and fees follow.`,
  tags: [msg`Fills`, msg`Journaling`],
  body: [
    {
      kind: 'paragraph',
      text: msg`Your limit order for 2 ETH fills as 0.5, 1.2 and 0.3 within a minute. An hour later you add 1 ETH, then take half off at your first target and close the rest at the second. Many journals record that as six trades, each with its own tiny P&L and its own win or loss. It was one trade.`,
    },
    { kind: 'heading', text: msg`A trade runs from flat to flat` },
    {
      kind: 'paragraph',
      text: msg`The rule that matches how you think: a trade starts with the fill that opens a position from nothing and ends with the fill that brings it back to nothing. Partial fills, scale-ins and partial exits in between all belong to it. Your win rate, holding time and R-multiple then describe decisions, not order-book mechanics.`,
    },
    { kind: 'heading', text: msg`Average prices, weighted by size` },
    {
      kind: 'paragraph',
      text: msg`The entry price of the trade is the size-weighted average of its opening fills. For 0.5 ETH at 3,000, 1.2 at 3,004, 0.3 at 3,010 and 1 at 2,990 that is 8,997.8 / 3 = 2,999.27. Exits are averaged the same way, and each exit's realised P&L is measured against the average entry.`,
    },
    { kind: 'heading', text: msg`Every fill pays its own fee` },
    {
      kind: 'paragraph',
      text: msg`The first partial fill may be a taker fill and the rest maker fills, each with a different rate, and on spot markets some may be paid in BNB and others in the coin you bought. Add them all, each converted at its own fill's price, or your net P&L will be off by exactly the part you forgot.`,
    },
    { kind: 'heading', text: msg`Keep the fills, derive the trades` },
    {
      kind: 'list',
      items: [
        msg`Store every fill as the exchange reported it, with its trade ID.`,
        msg`Build trades from the fills, so changing how they are grouped never loses data.`,
        msg`Match re-imports by trade ID, so the same fill is never counted twice.`,
      ],
    },
    {
      kind: 'paragraph',
      text: msg`That is how the journal works: your fills are the record, and trades, outcomes and statistics are derived from them whenever a setting changes.`,
    },
  ],
}
