import { describe, expect, it } from 'vitest'
import { rangeFor } from '../../../src/features/journal/use-window-range'

describe('rangeFor', () => {
  // 72 px rows, an 800 px viewport, 6 rows of overscan.
  it.each<[string, number, number, { start: number; end: number }]>([
    ['list top on screen', 200, 10_000, { start: 0, end: 15 }],
    ['list just below the screen: the overscan only', 900, 10_000, { start: 0, end: 5 }],
    ['scrolled into the list', -72 * 100, 10_000, { start: 94, end: 118 }],
    ['near the end', -72 * 9_995, 10_000, { start: 9_989, end: 10_000 }],
    ['scrolled past the list', -72 * 20_000, 10_000, { start: 10_000, end: 10_000 }],
    ['a short list', 0, 3, { start: 0, end: 3 }],
    ['an empty list', 0, 0, { start: 0, end: 0 }],
  ])('%s', (_name, top, count, expected) => {
    expect(rangeFor(top, 800, count, 72)).toEqual(expected)
  })

  it('never renders more than a screen and the overscan, whatever the length', () => {
    for (const top of [0, -1_000, -50_000, -700_000]) {
      const { start, end } = rangeFor(top, 844, 10_000, 72)
      expect(end - start).toBeLessThanOrEqual(Math.ceil(844 / 72) + 1 + 12)
    }
  })
})
