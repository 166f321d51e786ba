import { scaleLinear } from '@visx/scale'
import { describe, expect, it } from 'vitest'
import { fittingLabelIndexes, fittingTicks, spacedIndexes, tickLabelWidth, valueAxisMargin } from '../../../src/features/charts/series'

/** True when no two labels centred at these x positions overlap. */
function apart(centres: readonly number[], labels: readonly string[]): boolean {
  for (let i = 1; i < centres.length; i++) {
    const room = (centres[i] as number) - (centres[i - 1] as number)
    if (room < (tickLabelWidth(labels[i - 1] as string) + tickLabelWidth(labels[i] as string)) / 2) return false
  }
  return true
}

describe('value axis margin', () => {
  it.each<[string, string[], number]>([
    ['short labels keep the minimum', ['0', '5', '10'], 36],
    ['money in a quote coin gets the room it needs', ['10,250.00 USDT', '0.00 USDT'], Math.ceil(14 * 6.6 + 12)],
    ['no labels', [], 36],
  ])('%s', (_name, labels, margin) => {
    expect(valueAxisMargin(labels)).toBe(margin)
  })
})

describe('category labels under bands', () => {
  const months = ['Jan 2025', 'Feb 2025', 'Mar 2025', 'Apr 2025', 'May 2025', 'Jun 2025', 'Jul 2025', 'Aug 2025', 'Sep 2025', 'Oct 2025', 'Nov 2025', 'Dec 2025']
  const rBuckets = ['< -2R', '-2R to -1.5R', '-1.5R to -1R', '-1R to -0.5R', '-0.5R to 0R', '0R to 0.5R', '0.5R to 1R', '1R to 1.5R', '1.5R to 2R', '> 2R']
  it.each<[string, string[], number]>([
    ['months on a phone', months, 300],
    ['months on a desktop', months, 900],
    ['R buckets on a phone', rBuckets, 300],
    ['R buckets on a desktop', rBuckets, 700],
    ['hours on a phone', Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')), 300],
  ])('%s never overlap and start with the first', (_name, labels, width) => {
    const chosen = fittingLabelIndexes(labels, width)
    const band = width / labels.length
    expect(chosen[0]).toBe(0)
    expect(
      apart(
        chosen.map((i) => i * band + band / 2),
        chosen.map((i) => labels[i] as string),
      ),
    ).toBe(true)
  })
  it('every label when they all fit', () => {
    expect(fittingLabelIndexes(['Long', 'Short'], 400)).toEqual([0, 1])
  })
  it('nothing for no labels', () => {
    expect(fittingLabelIndexes([], 400)).toEqual([])
  })
})

describe('ticks of a continuous axis', () => {
  const money = (n: number) => `${n.toLocaleString('en-US', { minimumFractionDigits: 2 })} USDT`
  it.each<[string, [number, number], number]>([
    ['position sizes on a phone', [0, 25_000], 280],
    ['position sizes on a desktop', [0, 25_000], 800],
    ['small ranges', [0, 1], 280],
  ])('%s: labels fit the width', (_name, domain, width) => {
    const scale = scaleLinear<number>({ domain, range: [0, width], nice: true })
    const ticks = fittingTicks(scale, money, width)
    expect(ticks.length).toBeGreaterThanOrEqual(2)
    expect(
      apart(
        ticks.map((t) => scale(t)),
        ticks.map(money),
      ),
    ).toBe(true)
  })
})

describe('labels of points clustered in time', () => {
  it.each<[string, number[], number, number[]]>([
    ['evenly spread, all fit', [0, 100, 200, 300], 100, [0, 1, 2, 3]],
    ['a cluster keeps one label', [0, 5, 10, 200, 300], 80, [0, 3, 4]],
    ['the last replaces a label too close to it', [0, 100, 150], 80, [0, 2]],
    ['one point', [50], 80, [0]],
    ['no points', [], 80, []],
  ])('%s', (_name, positions, gap, expected) => {
    expect(spacedIndexes(positions, gap)).toEqual(expected)
  })
})
