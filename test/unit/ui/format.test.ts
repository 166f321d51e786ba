import { describe, expect, it } from 'vitest'
import { EMPTY_VALUE, formatDate, formatDuration, formatMoney, formatNumber, formatPercent, formatQuantity, formatRelativeTime, toIntlNumeric } from '../../../src/ui/format'

// ICU puts no-break and narrow no-break spaces in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('toIntlNumeric', () => {
  it.each<[unknown, unknown]>([
    ['1234.5', '1234.5'],
    [' 42 ', '42'],
    ['-0.000000000000000001', '-0.000000000000000001'],
    ['.5', '.5'],
    ['1e-8', '1e-8'],
    [12.5, 12.5],
    ['', null],
    ['abc', null],
    ['1,5', null], // a locale-formatted string is not a stored decimal
    ['12.3.4', null],
    [Number.NaN, null],
    [Infinity, null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (input, expected) => {
    expect(toIntlNumeric(input as never)).toBe(expected)
  })
})

describe('formatMoney', () => {
  it.each<[amount: string | number, locale: string, options: Parameters<typeof formatMoney>[2], expected: string]>([
    ['1234.5', 'en', {}, '$1,234.50'],
    ['1234.5', 'es', {}, '1234,50 US$'],
    ['1234.5', 'pt', {}, 'US$ 1.234,50'],
    [1234.5, 'en', {}, '$1,234.50'],
    ['0', 'en', {}, '$0.00'],
    ['-1234.5', 'en', { signed: true }, '-$1,234.50'],
    ['1234.5', 'en', { signed: true }, '+$1,234.50'],
    ['0', 'en', { signed: true }, '$0.00'],
    ['-0.001', 'en', { signed: true, decimals: 2 }, '$0.00'], // rounds to zero: no sign, no "-$0.00"
    ['0.00004', 'en', {}, '$0.00004'], // a tiny fee is not shown as $0.00
    ['0.00004', 'es', {}, '0,00004 US$'],
    ['-0.001', 'en', {}, '-$0.001'],
    ['0.5', 'en', {}, '$0.50'],
    // Cash below 1: two significant digits, at least cents; a coin keeps up to 8 decimals.
    ['0.79283264', 'en', {}, '$0.79'],
    ['-0.655803', 'en', { currency: 'USDT' }, '-0.66 USDT'],
    ['0.0493', 'en', { currency: 'EUR' }, '€0.049'],
    ['0.00122046', 'en', { currency: 'BTC' }, 'BTC 0.00122046'],
    ['-0.01105414', 'en', { currency: 'ETH', signed: true }, '-ETH 0.01105414'],
    ['1234567', 'en', { compact: true }, '$1.2M'],
    ['1234567', 'pt', { compact: true }, 'US$ 1,2 mi'],
    ['10', 'en', { currency: 'EUR' }, '€10.00'],
    ['10', 'es', { currency: 'EUR' }, '10,00 €'],
    ['12.3456', 'en', { decimals: 0 }, '$12'],
    // 18 decimals survive because the string never becomes a float
    ['12345678901234567.123456789012345678', 'en', { decimals: 18 }, '$12,345,678,901,234,567.123456789012345678'],
    ['10', 'en', { currency: 'XXXX' }, '10.00 XXXX'], // corrupted currency preference
    ['abc', 'en', {}, EMPTY_VALUE],
    ['', 'en', {}, EMPTY_VALUE],
  ])('%j in %s %j -> %s', (amount, locale, options, expected) => {
    expect(plain(formatMoney(amount, locale, options))).toBe(expected)
  })

  it('shows the placeholder for null and undefined', () => {
    expect(formatMoney(null, 'en')).toBe(EMPTY_VALUE)
    expect(formatMoney(undefined, 'en')).toBe(EMPTY_VALUE)
  })
})

describe('formatNumber', () => {
  it.each<[value: string | number, locale: string, options: Parameters<typeof formatNumber>[2], expected: string]>([
    ['1234567.891', 'en', {}, '1,234,567.89'],
    ['1234567.891', 'es', {}, '1.234.567,89'],
    ['1234567.891', 'pt', {}, '1.234.567,89'],
    [3, 'en', {}, '3'],
    [3, 'en', { minDecimals: 2 }, '3.00'],
    [3.14159, 'en', { maxDecimals: 4 }, '3.1416'],
    [1234, 'en', { compact: true }, '1.2K'],
    [12, 'en', { signed: true }, '+12'],
    [-12, 'en', { signed: true }, '-12'],
    [0, 'en', { signed: true }, '0'],
    [-0.001, 'en', {}, '0'], // no "-0"
    [Number.NaN, 'en', {}, EMPTY_VALUE],
  ])('%j in %s %j -> %s', (value, locale, options, expected) => {
    expect(plain(formatNumber(value, locale, options))).toBe(expected)
  })
})

describe('formatQuantity', () => {
  it.each<[value: string, locale: string, expected: string]>([
    ['0.000123456789', 'en', '0.00012346'],
    ['0.000123456789', 'pt', '0,00012346'],
    ['1.5', 'en', '1.5'],
    ['1500.123456', 'en', '1,500.12'],
    ['2', 'en', '2'],
    ['x', 'en', EMPTY_VALUE],
  ])('%j in %s -> %s', (value, locale, expected) => {
    expect(plain(formatQuantity(value, locale))).toBe(expected)
  })
})

describe('formatPercent', () => {
  it.each<[ratio: string | number, locale: string, options: Parameters<typeof formatPercent>[2], expected: string]>([
    [0.1234, 'en', {}, '12.34%'],
    [0.1234, 'es', {}, '12,34 %'],
    [0.1234, 'pt', {}, '12,34%'],
    [0.625, 'en', {}, '62.50%'],
    [0.625, 'en', { decimals: 0 }, '63%'],
    ['0.5', 'en', { signed: true }, '+50.00%'],
    [-0.031, 'en', { signed: true }, '-3.10%'],
    [0, 'en', { signed: true }, '0.00%'],
    [1, 'en', {}, '100.00%'],
    ['nope', 'en', {}, EMPTY_VALUE],
  ])('%j in %s %j -> %s', (ratio, locale, options, expected) => {
    expect(plain(formatPercent(ratio, locale, options))).toBe(expected)
  })
})

describe('formatDate', () => {
  const instant = '2025-01-05T14:30:00Z'
  it.each<[locale: string, options: Parameters<typeof formatDate>[2], expected: string]>([
    ['en', { timeZone: 'UTC' }, 'Jan 5, 2025'],
    ['es', { timeZone: 'UTC' }, '5 ene 2025'],
    ['pt', { timeZone: 'UTC' }, '5 de jan. de 2025'],
    ['en', { timeZone: 'UTC', style: 'datetime' }, 'Jan 5, 2025, 2:30 PM'],
    ['es', { timeZone: 'UTC', style: 'datetime' }, '5 ene 2025, 14:30'],
    ['en', { timeZone: 'UTC', style: 'time' }, '2:30 PM'],
    ['pt', { timeZone: 'UTC', style: 'time' }, '14:30'],
    ['en', { timeZone: 'UTC', style: 'month-year' }, 'January 2025'],
    ['en', { timeZone: 'UTC', style: 'weekday' }, 'Sunday'],
    ['en', { timeZone: 'UTC', style: 'short-date' }, '1/5/25'],
    // the user's zone decides the day: 14:30 UTC is 23:30 Sunday in Tokyo, 04:30 Monday in Kiritimati (UTC+14)
    ['en', { timeZone: 'Asia/Tokyo', style: 'weekday' }, 'Sunday'],
    ['en', { timeZone: 'Pacific/Kiritimati', style: 'weekday' }, 'Monday'],
  ])('%s %j -> %s', (locale, options, expected) => {
    expect(plain(formatDate(instant, locale, options))).toBe(expected)
  })

  it('accepts epoch ms and Date', () => {
    const ms = Date.parse(instant)
    expect(formatDate(ms, 'en', { timeZone: 'UTC' })).toBe('Jan 5, 2025')
    expect(formatDate(new Date(ms), 'en', { timeZone: 'UTC' })).toBe('Jan 5, 2025')
  })

  it.each([['not a date'], [''], [null], [undefined], [Number.NaN]])('%j -> placeholder', (input) => {
    expect(formatDate(input as never, 'en')).toBe(EMPTY_VALUE)
  })

  it('falls back to the device zone for an unknown time zone instead of throwing', () => {
    expect(() => formatDate(instant, 'en', { timeZone: 'Mars/Base' })).not.toThrow()
    expect(formatDate(instant, 'en', { timeZone: 'Mars/Base' })).not.toBe(EMPTY_VALUE)
  })
})

describe('formatRelativeTime', () => {
  const now = Date.parse('2025-06-01T12:00:00Z')
  const MIN = 60_000
  const HOUR = 60 * MIN
  const DAY = 24 * HOUR
  it.each<[offset: number, locale: string, expected: string]>([
    [-1000, 'en', 'now'],
    [-44_000, 'en', 'now'],
    [-5 * MIN, 'en', '5 minutes ago'],
    [-5 * MIN, 'es', 'hace 5 minutos'],
    [-5 * MIN, 'pt', 'há 5 minutos'],
    [-3 * HOUR, 'en', '3 hours ago'],
    [-DAY, 'en', 'yesterday'],
    [-DAY, 'es', 'ayer'],
    [-3 * DAY, 'en', '3 days ago'],
    [-21 * DAY, 'en', '3 weeks ago'],
    [-90 * DAY, 'en', '3 months ago'],
    [-800 * DAY, 'en', '2 years ago'],
    [2 * HOUR, 'en', 'in 2 hours'],
  ])('%i ms in %s -> %s', (offset, locale, expected) => {
    expect(formatRelativeTime(now + offset, now, locale)).toBe(expected)
  })

  it('shows the placeholder for a bad instant', () => {
    expect(formatRelativeTime('garbage', now, 'en')).toBe(EMPTY_VALUE)
  })
})

describe('formatDuration', () => {
  const MIN = 60_000
  const HOUR = 60 * MIN
  const DAY = 24 * HOUR
  it.each<[ms: number, locale: string, expected: string]>([
    [0, 'en', '0s'],
    [400, 'en', '0s'],
    [45_000, 'en', '45s'],
    [90_000, 'en', '1m 30s'],
    [61 * MIN, 'en', '1h 1m'],
    [2 * HOUR + 15 * MIN, 'en', '2h 15m'],
    [2 * HOUR + 15 * MIN, 'es', '2h 15min'],
    [2 * HOUR + 15 * MIN, 'pt', '2 h 15 min'],
    [3 * DAY, 'en', '3d'],
    [3 * DAY + 4 * HOUR + 5000, 'en', '3d 4h'],
    [-2 * HOUR, 'en', '2h'], // a span has no sign
    [Number.NaN, 'en', EMPTY_VALUE],
  ])('%i ms in %s -> %s', (ms, locale, expected) => {
    expect(plain(formatDuration(ms, locale))).toBe(expected)
  })
})
