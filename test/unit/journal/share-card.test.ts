import { describe, expect, it } from 'vitest'
import { summariseTrade } from '../../../src/domain/journal'
import { shareCardText, type ShareCardWords } from '../../../src/features/journal/share-card'
import { buildTrade, without } from '../domain/builders'

const words: ShareCardWords = { side: 'Long', outcome: 'Win', entry: 'Entry', exit: 'Exit', roi: 'ROI', netPnl: 'Net P&L', footer: 'Logged in my trading journal' }

describe('shareCardText', () => {
  // Long 2 @ 100 -> 110 at 10x: +20 USDT on a margin of 20, ROI +100 %.
  const trade = buildTrade({ exitPrice: '110' })
  const summary = summariseTrade(trade, '0')

  it.each<[string, boolean, string]>([
    ['with amounts', false, 'BTCUSDT · Long · Win\nEntry 100 → Exit 110\nROI +100.00%\nNet P&L +20.00 USDT\n\nLogged in my trading journal'],
    ['blur-sensitive-data hides the money, keeps percentages and prices', true, 'BTCUSDT · Long · Win\nEntry 100 → Exit 110\nROI +100.00%\n\nLogged in my trading journal'],
  ])('%s', (_name, hideMoney, expected) => {
    expect(shareCardText(trade, summary, words, 'en', hideMoney)).toBe(expected)
  })

  it('an open trade has its entry only', () => {
    const open = without(buildTrade(), 'exitPrice', 'closedAt')
    expect(shareCardText(open, summariseTrade(open, '0'), { ...words, outcome: 'Open' }, 'en', false)).toBe('BTCUSDT · Long · Open\nEntry 100\n\nLogged in my trading journal')
  })

  it('follows the locale', () => {
    const big = buildTrade({ entryPrice: '60000.5', exitPrice: '61000', quantity: '1', leverage: 1 })
    expect(shareCardText(big, summariseTrade(big, '0'), words, 'es', false)).toContain('Entry 60.000,5 → Exit 61.000')
  })
})
