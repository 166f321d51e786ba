import { describe, expect, it } from 'vitest'
import { limbsToDecimal, unitsOfText, writeLimbs } from '../../../src/domain/metrics/exact-sum'
import { closeOrder } from '../../../src/domain/metrics/close-order'
import { toDecimalString } from '../../../src/domain/decimal'

describe('exact limb sums', () => {
  it.each<[string, string[], string]>([
    ['18 decimals', ['0.000000000000000001', '0.000000000000000002'], '0.000000000000000003'],
    ['float noise free', ['0.1', '0.2'], '0.3'],
    ['mixed signs', ['-1.5', '2.25', '-0.000000001'], '0.749999999'],
    ['large amounts', ['123456789012.123456789012345678', '1'], '123456789013.123456789012345678'],
  ])('%s', (_name, amounts, expected) => {
    const sums = [0, 0, 0]
    const limbs = [0, 0, 0]
    for (const amount of amounts) {
      expect(writeLimbs(unitsOfText(amount), limbs, 0)).toBe(true)
      for (let i = 0; i < 3; i++) sums[i] = (sums[i] as number) + (limbs[i] as number)
    }
    expect(toDecimalString(limbsToDecimal(sums[0] as number, sums[1] as number, sums[2] as number))).toBe(expected)
  })

  it('says when an amount is too large for exact limbs', () => {
    expect(writeLimbs(unitsOfText('90071992547409930'), [0, 0, 0], 0)).toBe(false)
  })
})

describe('closeOrder', () => {
  it('orders by close time to the millisecond, ties in input order', () => {
    const closeMs = [5000.5, 1000, 5000.2, 1000, 0, 4999]
    expect([...closeOrder(closeMs, [0, 1, 2, 3, 4, 5])]).toEqual([4, 1, 3, 5, 2, 0])
    expect([...closeOrder([3500, 3100, 3900], [2, 0, 1])]).toEqual([1, 0, 2])
  })

  it('keeps rows already in close order, and reverses rows in the opposite order, ties in input order', () => {
    expect([...closeOrder([1000, 1000, 2000, 3000], [0, 1, 2, 3])]).toEqual([0, 1, 2, 3])
    expect([...closeOrder([9, 3000, 2000, 2000, 2000, 1000], [1, 2, 3, 4, 5])]).toEqual([5, 2, 3, 4, 1])
    expect([...closeOrder([-5, -7], [0, 1])]).toEqual([1, 0])
  })

  it('falls back to a comparison sort for times before 1970', () => {
    expect([...closeOrder([-5, 10, -7], [0, 1, 2])]).toEqual([2, 0, 1])
  })
})
