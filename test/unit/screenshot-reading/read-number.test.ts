import { describe, expect, it } from 'vitest'
import { readLeverage, readNumber } from '../../../src/domain/screenshot-reading'

describe('readNumber', () => {
  it.each([
    ['1,234.5', 'point', '1234.5'],
    ['1.234,5', 'comma', '1234.5'],
    ['1.234,5', 'point', '1234.5'],
    ['98,765.4', 'point', '98765.4'],
    ['98.765,4', 'comma', '98765.4'],
    ['+12.3%', 'point', '12.3'],
    ['-12,3%', 'comma', '-12.3'],
    ['-0.0042', 'point', '-0.0042'],
    ['-0.0042 BTC', 'point', '-0.0042'],
    ['0.00001234', 'point', '0.00001234'],
    ['0,00001234', 'comma', '0.00001234'],
    ['+1,234.56USDT', 'point', '1234.56'],
    ['−45.10', 'point', '-45.10'],
    ['1,234,567.8', 'point', '1234567.8'],
    ['1.234.567', 'comma', '1234567'],
    ['65432', 'point', '65432'],
  ] as const)('reads %s (%s decimals) as %s', (text, mark, value) => {
    expect(readNumber(text, mark)?.value).toBe(value)
  })

  it('marks a lone separator before three digits as ambiguous and reads it by the card language', () => {
    expect(readNumber('1,234', 'point')).toEqual({ value: '1234', ambiguous: true })
    expect(readNumber('1,234', 'comma')).toEqual({ value: '1.234', ambiguous: true })
    expect(readNumber('1.234', 'comma')).toEqual({ value: '1234', ambiguous: true })
    expect(readNumber('0.123', 'comma')).toEqual({ value: '0.123', ambiguous: false })
  })

  it.each(['', 'Long', '12.3.4,5,6', '1,23,4', 'abc123', '2026-11-20', '14:32'])('refuses %j', (text) => {
    expect(readNumber(text, 'point')).toBeUndefined()
  })
})

describe('readLeverage', () => {
  it.each([
    ['20x', '20'],
    ['x20', '20'],
    ['125X', '125'],
    ['x 5', '5'],
    ['2.5x', '2.5'],
  ])('reads %s', (text, value) => expect(readLeverage(text)).toBe(value))

  it.each(['x', '0x', '500x', 'BTC', '20'])('refuses %s', (text) => expect(readLeverage(text)).toBeUndefined())
})
