import { describe, expect, it } from 'vitest'
import { summariseTrade } from '../../../src/domain/journal'
import { shareCardFields, shareCardText } from '../../../src/features/journal/share-card'
import { buildTrade, without } from '../domain/builders'
import { words } from './share-card-words'

const options = { locale: 'en', timeZone: 'UTC', hideMoney: false }

describe('shareCardText', () => {
  // Long 2 @ 100 -> 110 at 10x: +20 USDT on a margin of 20, ROI +100 %.
  const trade = buildTrade({ exitPrice: '110' })
  const summary = summariseTrade(trade, '0')

  it.each<[string, boolean, string]>([
    ['with amounts', false, 'BTCUSDT · Long · Leverage 10x · Win\nEntry 100 → Exit 110\nROI +100.00%\nNet P&L +20.00 USDT\nMar 3, 2025\n\nLogged in my trading journal'],
    [
      'blur-sensitive-data hides the money, keeps percentages and prices',
      true,
      'BTCUSDT · Long · Leverage 10x · Win\nEntry 100 → Exit 110\nROI +100.00%\nMar 3, 2025\n\nLogged in my trading journal',
    ],
  ])('%s', (_name, hideMoney, expected) => {
    expect(shareCardText(shareCardFields(trade, summary, words, { ...options, hideMoney }))).toBe(expected)
  })

  it('an open trade has its entry only, dated when opened, and no leverage when none is set', () => {
    const open = without(buildTrade({ leverage: undefined }), 'exitPrice', 'closedAt', 'leverage')
    expect(shareCardText(shareCardFields(open, summariseTrade(open, '0'), { ...words, outcome: 'Open' }, options))).toBe(
      'BTCUSDT · Long · Open\nEntry 100\nMar 3, 2025\n\nLogged in my trading journal',
    )
  })

  it('follows the locale and the display zone', () => {
    const big = buildTrade({ entryPrice: '60000.5', exitPrice: '61000', quantity: '1', leverage: 1, closedAt: '2025-03-03T23:30:00.000Z' })
    const text = shareCardText(shareCardFields(big, summariseTrade(big, '0'), words, { locale: 'es', timeZone: 'Asia/Tokyo', hideMoney: false }))
    expect(text).toContain('Entry 60.000,5 → Exit 61.000')
    expect(text).toContain('4 mar 2025')
  })
})
