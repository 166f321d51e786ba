import { describe, expect, it } from 'vitest'
import { clearLastUsed, lastUsedStorageKey, readLastUsed, writeLastUsed } from '../../../src/features/trade-form/last-used'
import { toLocalDateTimeInput } from '../../../src/features/trade-form/local-date-time'
import { deviceTimeZone } from '../../../src/ui/format/time-zone'

function storageWith(value: string | null, key = lastUsedStorageKey('u1')) {
  const items = new Map<string, string>()
  if (value !== null) items.set(key, value)
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, text: string) => void items.set(key, text),
    removeItem: (key: string) => void items.delete(key),
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
    expect(readLastUsed('u1', storageWith(stored))).toEqual(expected)
  })

  it('survives storage that throws', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => {
        throw new Error('blocked')
      },
    }
    expect(readLastUsed('u1', blocked)).toEqual(nothing)
    expect(() => writeLastUsed('u1', { exchange: 'OKX', accountId: '', symbol: '' }, blocked)).not.toThrow()
    expect(() => clearLastUsed('u1', blocked)).not.toThrow()
  })

  it('round-trips what it writes', () => {
    const storage = storageWith(null)
    writeLastUsed('u1', { exchange: 'OKX', accountId: 'a2', symbol: 'SOLUSDT' }, storage)
    expect(readLastUsed('u1', storage)).toEqual({ exchange: 'OKX', accountId: 'a2', symbol: 'SOLUSDT' })
  })

  it("never hands one trader's choice to another on the same device", () => {
    const storage = storageWith(null)
    writeLastUsed('u1', { exchange: 'Secret Venue', accountId: 'a1', symbol: 'PEPEUSDT' }, storage)
    expect(readLastUsed('u2', storage)).toEqual(nothing)
  })

  it('ignores the device-wide value older versions wrote, whose owner is unknown', () => {
    const storage = storageWith('{"exchange":"Secret Venue","accountId":"","symbol":"PEPEUSDT"}', 'trade-form-last')
    expect(readLastUsed('u2', storage)).toEqual(nothing)
  })

  it("forgets the user's choice and the device-wide one, keeping other traders'", () => {
    const storage = storageWith('{"exchange":"Bybit","accountId":"","symbol":"ETHUSDT"}', 'trade-form-last')
    writeLastUsed('u1', { exchange: 'Secret Venue', accountId: '', symbol: 'PEPEUSDT' }, storage)
    writeLastUsed('u2', { exchange: 'OKX', accountId: '', symbol: 'SOLUSDT' }, storage)
    clearLastUsed('u1', storage)
    expect([...storage.items.keys()]).toEqual([lastUsedStorageKey('u2')])
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
