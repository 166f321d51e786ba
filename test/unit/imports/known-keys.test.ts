import { describe, expect, it } from 'vitest'
import type { Fill, LedgerEntry, Trade } from '../../../src/domain'
import { type ImportedRecord, POSITION_SOURCE_PREFIX } from '../../../src/domain/imports'
import { isAlreadyImported, knownDedupeKeys } from '../../../src/features/imports/known-keys'

const scope = {
  fills: [{ dedupeKey: 'binance|1' } as Fill],
  ledger: [{ dedupeKey: 'binance|f1' } as LedgerEntry],
  trades: [{ sourceKey: `${POSITION_SOURCE_PREFIX}bybit|p1` } as Trade, { sourceKey: 'manual-entry' } as Trade, {} as Trade],
}
const record = (kind: ImportedRecord['kind'], dedupeKey: string) => ({ kind, value: { dedupeKey } }) as ImportedRecord

describe('what an account already holds of an exchange', () => {
  it("is its fills', cash flows' and imported positions' keys, and nothing of trades made otherwise", () => {
    expect(knownDedupeKeys(scope)).toEqual(new Set(['binance|1', 'binance|f1', 'bybit|p1']))
  })

  it('marks a row already imported only when it makes records and every one is known', () => {
    const known = knownDedupeKeys(scope)
    expect(isAlreadyImported([record('fill', 'binance|1')], known)).toBe(true)
    expect(isAlreadyImported([record('fill', 'binance|1'), record('ledger', 'binance|f1')], known)).toBe(true)
    expect(isAlreadyImported([record('position', 'bybit|p1')], known)).toBe(true)
    // The same file's second identical fill has a key of its own (':2'): new until imported.
    expect(isAlreadyImported([record('fill', 'binance|1:2')], known)).toBe(false)
    expect(isAlreadyImported([record('fill', 'binance|1'), record('fill', 'binance|2')], known)).toBe(false)
    expect(isAlreadyImported([], known)).toBe(false)
  })
})
