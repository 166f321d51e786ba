import type { ShareCardWords } from '../../../src/features/journal/share-card'

/** The English words of a share card, for the card's tests. */
export const words: ShareCardWords = {
  side: 'Long',
  outcome: 'Win',
  entry: 'Entry',
  exit: 'Exit',
  roi: 'ROI',
  netPnl: 'Net P&L',
  leverage: 'Leverage',
  amountsHidden: 'Amounts hidden',
  footer: 'Logged in my trading journal',
}
