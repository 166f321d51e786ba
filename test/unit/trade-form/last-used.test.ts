import { describe, expect, it } from 'vitest'
import { LAST_USED_STORAGE_KEY, readLastUsed, writeLastUsed } from '../../../src/features/trade-form/last-used'
import { toLocalDateTimeInput } from '../../../src/features/trade-form/local-date-time'
import { deviceTimeZone } from '../../../src/ui/format/time-zone'

function storageWith(value: string | null) {
  const items = new Map<string, string>()
  if (value !== null) items.set(LAST_USED_STORAGE_KEY, value)
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, text: string) => void items.set(key, text),
  }
}

const nothing = { exchange: '', accountId: '', symbol: '' }

describe('readLastUsed', () => {
  it.each<[string, string | null, typeof nothing]>([
    ['nothing stored', null, nothing],
    ['broken JSON', '{"exchange":', nothing],
    ['an array', '[1,2]', nothing],
    ['a number', '42', nothing],
    ['wrong types', '{"exchange":5,"accountId":null,"symbol":"ETHUSDT"}', { ...nothing, symbol: 'ETHUSDT' }],
    ['a valid value', '{"exchange":"Bybit","accountId":"a1","symbol":"BTCUSDT"}', { exchange: 'Bybit', accountId: 'a1', symbol: 'BTCUSDT' }],
  ])('reads %s', (_name, stored, expected) => {
    expect(readLastUsed(storageWith(stored))).toEqual(expected)
  })

  it('survives storage that throws', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('full')
      },
    }
    expect(readLastUsed(blocked)).toEqual(nothing)
    expect(() => writeLastUsed({ exchange: 'OKX', accountId: '', symbol: '' }, blocked)).not.toThrow()
  })

  it('round-trips what it writes', () => {
    const storage = storageWith(null)
    writeLastUsed({ exchange: 'OKX', accountId: 'a2', symbol: 'SOLUSDT' }, storage)
    expect(readLastUsed(storage)).toEqual({ exchange: 'OKX', accountId: 'a2', symbol: 'SOLUSDT' })
  })
})

describe('toLocalDateTimeInput', () => {
  const instant = new Date('2025-03-03T09:05:00.000Z')
  it.each([
    ['UTC', '2025-03-03T09:05'],
    ['Europe/Madrid', '2025-03-03T10:05'],
    ['America/New_York', '2025-03-03T04:05'],
    ['Nowhere/Special', '2025-03-03T09:05'],
  ])('in %s', (zone, expected) => {
    expect(toLocalDateTimeInput(instant, zone)).toBe(expected)
  })

  it('knows the device zone', () => {
    expect(deviceTimeZone()).toMatch(/\w/)
  })
})
