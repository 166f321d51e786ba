import { describe, expect, it } from 'vitest'
import { type DateFormat, type NumberFormatState, parseDateTime, parseNumber, parseZone, type SourceZone, UTC_ZONE, zoneInText, zoneLabel } from '../../../src/domain/imports'

const dot = (): NumberFormatState => ({ delimiter: ',' })
const semicolon = (): NumberFormatState => ({ delimiter: ';' })

describe('parseNumber', () => {
  it.each([
    // text, expected value, expected asset
    ['10.01USDT', '10.01', 'USDT'],
    ['0.0000114BNB', '0.0000114', 'BNB'],
    ['0.00100000BTC', '0.001', 'BTC'],
    ['$1,234.50', '1234.5', 'USD'],
    ['-$5.00', '-5', 'USD'],
    ['$-5.00', '-5', 'USD'],
    ['US$ 7', '7', 'USD'],
    ['(12.50)', '-12.5', undefined],
    ['0.5 BTC', '0.5', 'BTC'],
    ['USDT 10.5', '10.5', 'USDT'],
    ['5.2 1000SHIB', '5.2', '1000SHIB'],
    ['1.2E-7', '0.00000012', undefined],
    ['-3e2', '-300', undefined],
    ['49.97342400000000000000', '49.973424', undefined],
    ['0.1234567890123456789', '0.123456789012345679', undefined],
    ['+42', '42', undefined],
    ['\u22127', '-7', undefined],
    ['1 234 567.5', '1234567.5', undefined],
    ["1'234.50", '1234.5', undefined],
    ['.5', '0.5', undefined],
    ['0.001', '0.001', undefined],
    ['1,234,567', '1234567', undefined],
    ['1.234,56', '1234.56', undefined],
    ['€12', '12', 'EUR'],
    ['-0', '0', undefined],
  ])('%s', (text, value, asset) => {
    const result = parseNumber(text, dot())
    expect(result).toEqual(asset === undefined ? { ok: true, value } : { ok: true, value, asset })
  })

  it.each(['', '  ', '-', '--', 'N/A'])('%j is empty', (text) => {
    expect(parseNumber(text, dot())).toEqual({ ok: false, code: 'EMPTY' })
  })

  it.each(['sixty', '1.2.3,4', '12abc34', 'NaN', 'Infinity', '1,2,3', '$', '1..2'])('%j is not a number', (text) => {
    expect(parseNumber(text, dot())).toEqual({ ok: false, code: 'INVALID_NUMBER' })
  })

  it('reads an ambiguous comma by the delimiter until the file shows its habit', () => {
    expect(parseNumber('1,234', dot())).toMatchObject({ value: '1234' })
    expect(parseNumber('1,234', semicolon())).toMatchObject({ value: '1.234' })
    const learning = dot()
    expect(parseNumber('0,5', learning)).toMatchObject({ value: '0.5' })
    expect(learning.decimalSeparator).toBe(',')
    expect(parseNumber('1,234', learning)).toMatchObject({ value: '1.234' })
    expect(parseNumber('1.234', learning)).toMatchObject({ value: '1234' })
    const fixed: NumberFormatState = { delimiter: ';', decimalSeparator: '.', fixed: true }
    expect(parseNumber('1,234', fixed)).toMatchObject({ value: '1234' })
    expect(parseNumber('0,5', fixed)).toMatchObject({ value: '0.5' })
    expect(fixed.decimalSeparator).toBe('.')
  })
})

describe('zones', () => {
  it.each([
    ['UTC', UTC_ZONE, 'UTC'],
    ['Z', UTC_ZONE, 'UTC'],
    ['UTC+0', UTC_ZONE, 'UTC'],
    ['UTC+8', { kind: 'fixed', offsetMinutes: 480 }, 'Etc/GMT-8'],
    ['UTC+08:00', { kind: 'fixed', offsetMinutes: 480 }, 'Etc/GMT-8'],
    ['GMT-3', { kind: 'fixed', offsetMinutes: -180 }, 'Etc/GMT+3'],
    ['+0530', { kind: 'fixed', offsetMinutes: 330 }, '+05:30'],
    ['America/New_York', { kind: 'iana', name: 'America/New_York' }, 'America/New_York'],
  ] as const)('%s', (text, zone, label) => {
    expect(parseZone(text)).toEqual(zone)
    expect(zoneLabel(zone as SourceZone)).toBe(label)
  })

  it.each(['Mars/Olympus', 'UTC+15', 'soon', ''])('%j is not a zone', (text) => {
    expect(parseZone(text)).toBeUndefined()
  })

  it.each([
    ['Date(UTC)', UTC_ZONE],
    ['Time(UTC+08:00)', { kind: 'fixed', offsetMinutes: 480 }],
    ['Trade Time(UTC+0)', UTC_ZONE],
    ['Time Zone:UTC+8', { kind: 'fixed', offsetMinutes: 480 }],
    ['Timestamp (UTC)', UTC_ZONE],
    ['Time', undefined],
  ] as const)('finds the zone in %j', (text, zone) => {
    expect(zoneInText(text)).toEqual(zone)
  })
})

describe('parseDateTime', () => {
  const utc = UTC_ZONE
  const plus8: SourceZone = { kind: 'fixed', offsetMinutes: 480 }
  const madrid: SourceZone = { kind: 'iana', name: 'Europe/Madrid' }

  it.each<[string, DateFormat, SourceZone, string]>([
    ['2024-03-01 08:00:00', 'auto', utc, '2024-03-01T08:00:00.000Z'],
    ['2024-03-01T08:00:00.123Z', 'auto', plus8, '2024-03-01T08:00:00.123Z'],
    ['2024-03-01 16:00:00', 'auto', plus8, '2024-03-01T08:00:00.000Z'],
    ['2024-03-01 16:00:00+08:00', 'auto', utc, '2024-03-01T08:00:00.000Z'],
    ['2024-01-05 14:03:11 UTC', 'auto', plus8, '2024-01-05T14:03:11.000Z'],
    ['2024-02-01 10:00:00.1234', 'auto', utc, '2024-02-01T10:00:00.123Z'],
    ['2024/03/01 8:05', 'auto', utc, '2024-03-01T08:05:00.000Z'],
    ['22:37 2024-11-21', 'auto', utc, '2024-11-21T22:37:00.000Z'],
    ['Oct. 24, 2017, 07:25 PM', 'auto', utc, '2017-10-24T19:25:00.000Z'],
    ['Jan 02, 2024, 12:05 AM', 'auto', utc, '2024-01-02T00:05:00.000Z'],
    ['1709280000', 'auto', plus8, '2024-03-01T08:00:00.000Z'],
    ['1709280000123', 'auto', utc, '2024-03-01T08:00:00.123Z'],
    ['1706781600.1234', 'auto', utc, '2024-02-01T10:00:00.123Z'],
    ['25/03/2024 10:00', 'auto', utc, '2024-03-25T10:00:00.000Z'],
    ['03/25/2024 10:00', 'auto', utc, '2024-03-25T10:00:00.000Z'],
    ['03/04/2024 10:00', 'DD/MM/YYYY HH:mm:ss', utc, '2024-04-03T10:00:00.000Z'],
    ['03/04/2024 10:00', 'MM/DD/YYYY HH:mm:ss', utc, '2024-03-04T10:00:00.000Z'],
    ['03.04.2024 10:00:00', 'DD.MM.YYYY HH:mm:ss', utc, '2024-04-03T10:00:00.000Z'],
    ['15-03-24 14:00:00', 'DD-MM-YY HH:mm:ss', utc, '2024-03-15T14:00:00.000Z'],
    ['2024-03-15 14:00:00', 'DD-MM-YY HH:mm:ss', utc, '2024-03-15T14:00:00.000Z'],
    // Madrid: CET (+1) in winter, CEST (+2) after the last Sunday of March.
    ['2024-03-30 12:00:00', 'auto', madrid, '2024-03-30T11:00:00.000Z'],
    ['2024-03-31 12:00:00', 'auto', madrid, '2024-03-31T10:00:00.000Z'],
  ])('%s (%s)', (text, format, zone, iso) => {
    expect(parseDateTime(text, format, zone)).toMatchObject({ ok: true, iso })
  })

  it.each<[string, DateFormat, string]>([
    ['2024-02-30 08:00:00', 'auto', 'INVALID_DATE'],
    ['2024-03-01 24:00:00', 'auto', 'INVALID_DATE'],
    ['yesterday', 'auto', 'INVALID_DATE'],
    ['1889-01-01 00:00:00', 'auto', 'INVALID_DATE'],
    ['03/04/2024 10:00', 'auto', 'AMBIGUOUS_DATE'],
    ['', 'auto', 'EMPTY'],
    ['13:00 PM 2024-01-01', 'auto', 'INVALID_DATE'],
  ])('%j is refused (%s)', (text, format, code) => {
    expect(parseDateTime(text, format, utc)).toEqual({ ok: false, code })
  })
})
