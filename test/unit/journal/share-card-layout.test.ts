import { describe, expect, it } from 'vitest'
import { summariseTrade } from '../../../src/domain/journal'
import { shareCardFields } from '../../../src/features/journal/share-card'
import { CARD_COLOURS, CARD_HEIGHT, CARD_WIDTH, layoutShareCard } from '../../../src/features/journal/share-card-layout'
import { buildTrade, without } from '../domain/builders'
import { words } from './share-card-words'

const texts = (hideMoney: boolean, trade = buildTrade(), outcome: string | undefined = 'Win') =>
  layoutShareCard(shareCardFields(trade, summariseTrade(trade, '0'), { ...words, outcome }, { locale: 'en', timeZone: 'UTC', hideMoney }), 'Trading Journal')

describe('layoutShareCard', () => {
  it('is a 1200 x 630 card with every text inside it', () => {
    const layout = texts(false)
    expect([layout.width, layout.height]).toEqual([CARD_WIDTH, CARD_HEIGHT])
    expect([CARD_WIDTH, CARD_HEIGHT]).toEqual([1200, 630])
    for (const text of layout.texts) {
      const left = text.align === 'left' ? text.x : text.x - text.maxWidth
      expect(left, text.text).toBeGreaterThanOrEqual(0)
      expect(left + text.maxWidth, text.text).toBeLessThanOrEqual(CARD_WIDTH)
      expect(text.y - text.size, text.text).toBeGreaterThanOrEqual(0)
      expect(text.y, text.text).toBeLessThanOrEqual(CARD_HEIGHT)
    }
  })

  // Long 2 @ 100 -> 110 at 10x: +20 USDT, ROI +100 %.
  it.each<[string, boolean, string[], string[]]>([
    ['amounts shown', false, ['BTCUSDT', 'Long · Leverage 10x', 'Win', '+100.00%', '+20.00 USDT', 'Entry 100  →  Exit 110', 'Mar 3, 2025', 'Trading Journal'], ['Amounts hidden']],
    ['blur-sensitive-data: no amount, a note instead; ROI stays', true, ['BTCUSDT', 'Win', '+100.00%', 'Amounts hidden', 'Trading Journal'], ['+20.00 USDT']],
  ])('%s', (_name, hideMoney, present, absent) => {
    const shown = texts(hideMoney).texts.map((text) => text.text)
    for (const text of present) expect(shown).toContain(text)
    for (const text of absent) expect(shown.join('\n')).not.toContain(text)
    if (hideMoney) expect(shown.join('\n')).not.toMatch(/ USDT|20\.00/)
  })

  it.each<[string, string, string]>([
    ['a win', '110', CARD_COLOURS.gain],
    ['a loss', '90', CARD_COLOURS.loss],
  ])('colours the ROI and outcome of %s', (_name, exitPrice, colour) => {
    const layout = texts(false, buildTrade({ exitPrice }), exitPrice === '110' ? 'Win' : 'Loss')
    expect(layout.texts.find((text) => text.text.endsWith('%'))?.colour).toBe(colour)
    expect(layout.texts.find((text) => text.text === (exitPrice === '110' ? 'Win' : 'Loss'))?.colour).toBe(colour)
  })

  it('an open trade shows its entry only and dashes for unknown figures', () => {
    const open = without(buildTrade(), 'exitPrice', 'closedAt')
    const shown = texts(false, open, 'Open').texts.map((text) => text.text)
    expect(shown).toContain('Entry 100')
    expect(shown.filter((text) => text === '—')).toHaveLength(2)
  })
})
