import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { DedupeKeyAssigner, MAX_KEY_LENGTH, sha256Hex, type ImportedFill } from '../../../src/domain/imports'
import { fixture, parsed } from './support'

describe('sha256Hex', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'],
  ])('FIPS 180-4 vector %j', (text, hex) => {
    expect(sha256Hex(text)).toBe(hex)
  })

  it('matches node:crypto on text of every length around the block boundaries', () => {
    for (let length = 0; length < 200; length++) {
      const text = 'é€😀a'.repeat(length).slice(0, length)
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'))
    }
  })
})

const header = 'Date(UTC),Symbol,Side,Price,Quantity,Amount,Fee,Realized Profit'
const lines = new TextDecoder().decode(fixture('binance/usdm-trade-history.csv')).trim().split('\n').slice(1)
const keys = (fills: readonly ImportedFill[]) => fills.map((fill) => fill.dedupeKey)

/** A journal that stores fills by key, as the database's [accountId, dedupeKey] index does. */
function importInto(store: Map<string, ImportedFill>, fills: readonly ImportedFill[]): number {
  let added = 0
  for (const fill of fills) {
    if (store.has(fill.dedupeKey)) continue
    store.set(fill.dedupeKey, fill)
    added++
  }
  return added
}

describe('re-import and overlap', () => {
  it('importing the same file twice adds nothing the second time', () => {
    const store = new Map<string, ImportedFill>()
    expect(importInto(store, parsed(fixture('binance/usdm-trade-history.csv')).fills)).toBe(12)
    expect(importInto(store, parsed(fixture('binance/usdm-trade-history.csv')).fills)).toBe(0)
  })

  it('an overlapping export adds only the new fills, identical pairs included', () => {
    // Newest first: the recent file covers SOL and ETH, the older one ETH and BTC; ETH is in both.
    const recent = [header, ...lines.slice(0, 6)].join('\n')
    const older = [header, ...lines.slice(3)].join('\n')
    const store = new Map<string, ImportedFill>()
    expect(importInto(store, parsed(older).fills)).toBe(9)
    expect(importInto(store, parsed(recent).fills)).toBe(3)
    expect([...store.keys()].sort()).toEqual(keys(parsed(fixture('binance/usdm-trade-history.csv')).fills).sort())
  })

  it('keys do not depend on how numbers are written', () => {
    const tidy = [header, '2024-03-01 08:00:00,BTCUSDT,BUY,60000,0.01,600,0.24,0'].join('\n')
    const padded = [header, '2024-03-01 08:00:00,btcusdt,buy,60000.00,0.0100,600.00,0.2400,0.0'].join('\n')
    expect(keys(parsed(padded).fills)).toEqual(keys(parsed(tidy).fills))
  })

  it('a repeated exchange id in one file is kept once', () => {
    const text = [
      'Spot Pairs,Direction,Filled Value,Filled Price,Filled Quantity,Fees,Transaction ID,Timestamp (UTC)',
      'BTCUSDT,BUY,60,60000,0.001,0.000001,77,10:00 2024-01-01',
      'BTCUSDT,BUY,60,60000,0.001,0.000001,77,10:00 2024-01-01',
    ].join('\n')
    const result = parsed(text)
    expect(result.fills).toHaveLength(1)
    expect(result.summary).toMatchObject({ skippedRowCount: 1, issues: [{ severity: 'skipped', code: 'DUPLICATE_IN_FILE', row: 3 }] })
  })

  it('keeps keys within the stored length, hashing very long ids', () => {
    const assigner = new DedupeKeyAssigner()
    const fill = { exchange: 'okx', symbol: 'BTC-USDT', marketType: 'spot', side: 'buy', price: '1', quantity: '1', executedAt: '2024-01-01T00:00:00.000Z', rowNumber: 2 } as const
    const { key } = assigner.assign({ kind: 'fill', value: fill, idKey: `trade:${'9'.repeat(300)}` })
    expect(key.length).toBeLessThanOrEqual(MAX_KEY_LENGTH)
    expect(key).toMatch(/^okx:#[0-9a-f]{40}$/)
  })

  it('cuts ids longer than the stored field and hashes their key', () => {
    const id = 'x'.repeat(200)
    const text = ['time,pair,side,price,qty,id', `2024-01-01 10:00:00,BTCUSDT,buy,100,1,${id}`].join('\n')
    const [only] = parsed(text, { timeZone: 'UTC', mapping: { columns: { time: 'time', symbol: 'pair', side: 'side', price: 'price', quantity: 'qty', tradeId: 'id' } } }).fills
    expect(only?.exchangeTradeId).toHaveLength(128)
    expect(only?.dedupeKey).toMatch(/^other:#[0-9a-f]{40}$/)
  })

  it('flags a large unsorted file whose dropped counts could matter', () => {
    const at = (minute: number) => ({
      kind: 'fill' as const,
      value: {
        exchange: 'x',
        symbol: 'A/B',
        marketType: 'spot' as const,
        side: 'buy' as const,
        price: '1',
        quantity: '1',
        executedAt: `2024-01-01T00:0${minute}:00.000Z`,
        rowNumber: minute,
      },
    })
    const sorted = new DedupeKeyAssigner()
    for (const minute of [1, 1, 2, 3]) sorted.assign(at(minute))
    expect(sorted.orderingLost).toBe(false)
    const unsorted = new DedupeKeyAssigner()
    const first = unsorted.assign(at(1)).key
    unsorted.assign(at(2))
    expect(unsorted.assign(at(1)).key).toBe(first)
    expect(unsorted.orderingLost).toBe(true)
  })
})
