import { describe, expect, it } from 'vitest'
import { daysInRange, isLocalDate, periodContaining, rangePosition } from '../../../src/domain/plans'

describe('goal periods', () => {
  it.each([
    ['week', '2025-03-05', '2025-03-03', '2025-03-09'], // Wednesday: Monday to Sunday
    ['week', '2025-03-09', '2025-03-03', '2025-03-09'], // Sunday stays in its week
    ['week', '2024-12-31', '2024-12-30', '2025-01-05'], // across the new year
    ['month', '2024-02-10', '2024-02-01', '2024-02-29'], // leap February
    ['quarter', '2025-05-31', '2025-04-01', '2025-06-30'],
    ['quarter', '2025-12-01', '2025-10-01', '2025-12-31'],
    ['year', '2025-07-04', '2025-01-01', '2025-12-31'],
  ] as const)('%s holding %s runs %s to %s', (period, day, start, end) => {
    expect(periodContaining(period, day)).toEqual({ start, end })
  })

  it('counts days inclusively and places today in the range', () => {
    const march = { start: '2025-03-01', end: '2025-03-31' }
    expect(daysInRange(march)).toBe(31)
    expect(rangePosition(march, '2025-02-28')).toEqual({ phase: 'before', elapsed: 0 })
    expect(rangePosition(march, '2025-03-31')).toEqual({ phase: 'during', elapsed: 1 })
    expect(rangePosition(march, '2025-03-01').elapsed).toBeCloseTo(1 / 31)
    expect(rangePosition(march, '2025-04-01')).toEqual({ phase: 'after', elapsed: 1 })
  })

  it.each([
    ['2025-02-28', true],
    ['2025-02-29', false],
    ['2025-2-1', false],
    ['', false],
  ])('%s is a local date: %s', (text, ok) => expect(isLocalDate(text)).toBe(ok))
})
