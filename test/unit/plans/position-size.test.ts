import { describe, expect, it } from 'vitest'
import { calculatePositionSize, type PositionSizeValues } from '../../../src/domain/plans'

const linear: PositionSizeValues = { market: 'linear', accountSize: '10000', riskPercent: '1', entry: '60000', stop: '59000', leverage: '10', contractValue: '' }

describe('position size calculator', () => {
  it('sizes a linear long so the stop costs the risk budget', () => {
    const result = calculatePositionSize(linear)
    expect(result).toEqual({
      ok: true,
      size: {
        market: 'linear',
        direction: 'long',
        riskBudget: '100',
        quantity: '0.1',
        notional: '6000',
        margin: '600',
        riskAmount: '100',
        stopDistance: expect.closeTo(1000 / 60000, 10),
        marginExceedsAccount: false,
      },
    })
  })

  it('rounds the quantity down so the risk stays within budget, and sizes shorts', () => {
    const result = calculatePositionSize({ ...linear, accountSize: '1000', riskPercent: '2', entry: '3', stop: '3.07', leverage: '' })
    expect(result.ok && result.size).toMatchObject({ direction: 'short', riskBudget: '20', quantity: '285.71428571', margin: '857.14285713' })
    expect(result.ok && Number(result.size.riskAmount)).toBeLessThanOrEqual(20)
  })

  it('flags a margin larger than the account', () => {
    const result = calculatePositionSize({ ...linear, stop: '59900', leverage: '1' })
    expect(result.ok && result.size.marginExceedsAccount).toBe(true)
  })

  it('sizes inverse contracts in whole contracts, the account in the coin', () => {
    // 1 BTC, 1 %: 0.01 BTC. 100 USD contracts from 50,000 to 49,000: 100 x (1/49000 - 1/50000) BTC each.
    const result = calculatePositionSize({ market: 'inverse', accountSize: '1', riskPercent: '1', entry: '50000', stop: '49000', leverage: '5', contractValue: '100' })
    expect(result.ok && result.size).toMatchObject({ quantity: '245', notional: '24500', margin: '0.098', direction: 'long' })
    expect(result.ok && Number(result.size.riskAmount)).toBeLessThanOrEqual(0.01)
  })

  it.each([
    [{ accountSize: '' }, 'accountSize', 'required'],
    [{ accountSize: '-1' }, 'accountSize', 'notPositive'],
    [{ riskPercent: '150' }, 'riskPercent', 'tooLarge'],
    [{ entry: 'abc' }, 'entry', 'notNumber'],
    [{ stop: '60000' }, 'stop', 'stopEqualsEntry'],
    [{ leverage: '0.5' }, 'leverage', 'notPositive'],
    [{ market: 'inverse', contractValue: '' }, 'contractValue', 'required'],
  ] as const)('%o is refused at %s', (change, field, problem) => {
    const result = calculatePositionSize({ ...linear, ...change })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors[field]).toBe(problem)
  })
})
