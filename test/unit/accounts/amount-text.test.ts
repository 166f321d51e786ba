import { describe, expect, it } from 'vitest'
import { readAmount } from '../../../src/features/accounts/amount-text'

describe('readAmount', () => {
  it.each([
    ['10000', true, { ok: true, value: '10000' }],
    ['  2500.50 ', true, { ok: true, value: '2500.5' }],
    ['0', true, { ok: true, value: '0' }],
    ['1000,5', true, { ok: true, value: '1000.5' }],
    ['0,25', true, { ok: true, value: '0.25' }],
    ['0.000000000000000001', true, { ok: true, value: '0.000000000000000001' }],
    ['', false, { ok: true, value: undefined }],
    ['', true, { ok: false, problem: 'REQUIRED' }],
    ['   ', true, { ok: false, problem: 'REQUIRED' }],
    ['-5', true, { ok: false, problem: 'MUST_NOT_BE_NEGATIVE' }],
    ['abc', true, { ok: false, problem: 'NOT_A_NUMBER' }],
    ['$100', true, { ok: false, problem: 'NOT_A_NUMBER' }],
    ['1.000,5', true, { ok: false, problem: 'NOT_A_NUMBER' }],
    ['1e5', true, { ok: false, problem: 'EXPONENT_NOT_ALLOWED' }],
    ['0.0000000000000000001', true, { ok: false, problem: 'TOO_MANY_DECIMALS' }],
    ['10,000', true, { ok: false, problem: 'THOUSANDS_SEPARATOR' }],
    ['1,500', true, { ok: false, problem: 'THOUSANDS_SEPARATOR' }],
    ['1,250,000', true, { ok: false, problem: 'THOUSANDS_SEPARATOR' }],
    // No thousands start with 0: read as the trade form reads it.
    ['0,500', true, { ok: true, value: '0.5' }],
  ] as const)('%j (required %s)', (text, required, expected) => {
    expect(readAmount(text, { required })).toEqual(expected)
  })
})
