import { describe, expect, it } from 'vitest'
import { clearLastSynced, lastSyncedStorageKey, readLastSynced, writeLastSynced } from '../../../src/app/sync/last-synced'

const USER = '3f1c2a8e-1d2b-4c3d-9e4f-5a6b7c8d9e0f'
const NOW = Date.parse('2026-11-27T12:00:00.000Z')

function storage(stored?: string) {
  const items = new Map<string, string>(stored === undefined ? [] : [[lastSyncedStorageKey(USER), stored]])
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

describe('last synced, kept across reloads', () => {
  it.each([
    { case: 'nothing stored', stored: undefined, read: null },
    { case: 'a time stored', stored: String(NOW - 5_000), read: NOW - 5_000 },
    { case: 'text', stored: 'yesterday', read: null },
    { case: 'a fraction', stored: '1.5', read: null },
    { case: 'zero', stored: '0', read: null },
    { case: 'ahead of the clock', stored: String(NOW + 60_000), read: null },
  ])('reads $case as $read', ({ stored, read }) => {
    expect(readLastSynced(USER, NOW, storage(stored))).toBe(read)
  })

  it.each([
    { case: 'a first sync', stored: undefined, at: '2026-11-27T11:00:00.000Z', kept: Date.parse('2026-11-27T11:00:00.000Z') },
    { case: 'a later sync', stored: String(NOW - 60_000), at: '2026-11-27T12:00:00.000Z', kept: NOW },
    { case: 'an older instant', stored: String(NOW), at: '2026-11-27T11:00:00.000Z', kept: NOW },
    { case: 'no sync yet', stored: String(NOW), at: null, kept: NOW },
    { case: 'not an instant', stored: undefined, at: 'soon', kept: null },
  ])('writing $case keeps $kept', ({ stored, at, kept }) => {
    const store = storage(stored)
    writeLastSynced(USER, at, store)
    expect(readLastSynced(USER, NOW, store)).toBe(kept)
  })

  it('blocked storage reads as never and writing to it throws nothing', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(readLastSynced(USER, NOW, blocked)).toBeNull()
    expect(() => writeLastSynced(USER, '2026-11-27T11:00:00.000Z', blocked)).not.toThrow()
    expect(() => clearLastSynced(USER, blocked)).not.toThrow()
  })

  it('clearing removes it', () => {
    const store = storage(String(NOW))
    clearLastSynced(USER, store)
    expect(readLastSynced(USER, NOW, store)).toBeNull()
  })
})
