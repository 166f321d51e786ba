import { msg } from '@lingui/core/macro'
import type { BlogPost } from '../blog-types'

export const settingABreakevenBand: BlogPost = {
  slug: 'setting-a-breakeven-band',
  publishedOn: '2025-03-10',
  title: msg`Setting a breakeven band`,
  summary: msg`Is a trade that closes at -$0.40 after fees a loss? A breakeven band keeps scratch trades from distorting your win rate and streaks. How to choose its width.`,
  tags: [msg`Metrics`, msg`Risk`],
  body: [
    {
      kind: 'paragraph',
      text: msg`You move your stop to entry, price comes back, and you are out for -$0.40 after fees. Counted as a loss, that trade lowers your win rate and breaks your winning streak, although it was exactly the outcome you planned for.`,
    },
    { kind: 'heading', text: msg`What the band does` },
    {
      kind: 'paragraph',
      text: msg`A trade is breakeven when the size of its net P&L is within your band. With the default band of 0, only a trade of exactly zero is breakeven. Breakeven trades are shown apart: win rate is wins divided by wins plus losses, and a breakeven trade neither breaks nor extends a streak.`,
    },
    { kind: 'heading', text: msg`Choosing a width` },
    {
      kind: 'list',
      items: [
        msg`Start from the round-trip fee of a typical position: $10,000 at a 0.05% taker fee each way is about $10.`,
        msg`Scalpers who often scratch trades usually want a band close to one round-trip fee.`,
        msg`Swing traders with large targets can keep the band small, or leave it at 0.`,
        msg`If more than a fifth of your trades land in the band, it is probably too wide and hiding real losses.`,
      ],
    },
    { kind: 'heading', text: msg`Change it any time` },
    {
      kind: 'paragraph',
      text: msg`Outcomes are worked out from the numbers, never typed in, so changing the band updates every trade, statistic and streak at once. Try a few widths and see which one describes your trading honestly.`,
    },
  ],
}
