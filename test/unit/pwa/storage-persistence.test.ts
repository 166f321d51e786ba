import { describe, expect, it, vi } from 'vitest'
import { createPersistentStorageRequester, PERSIST_OUTCOME_KEY } from '../../../src/pwa/storage-persistence'

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial))
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map }
}

function manager(granted: boolean, alreadyPersisted = false) {
  return { persist: vi.fn(async () => granted), persisted: vi.fn(async () => alreadyPersisted) }
}

describe('requestPersistentStorageOnce', () => {
  it.each([
    { hasData: false, stored: undefined, granted: true, persisted: false, outcome: 'no-data', asks: 0, remembers: undefined },
    { hasData: true, stored: undefined, granted: true, persisted: false, outcome: 'granted', asks: 1, remembers: 'granted' },
    { hasData: true, stored: undefined, granted: false, persisted: false, outcome: 'denied', asks: 1, remembers: 'denied' },
    { hasData: true, stored: 'denied', granted: true, persisted: false, outcome: 'already-asked', asks: 0, remembers: 'denied' },
    { hasData: true, stored: 'granted', granted: true, persisted: false, outcome: 'already-asked', asks: 0, remembers: 'granted' },
    { hasData: true, stored: undefined, granted: false, persisted: true, outcome: 'granted', asks: 0, remembers: 'granted' },
  ] as const)('hasData=$hasData stored=$stored granted=$granted persisted=$persisted -> $outcome', async ({ hasData, stored, granted, persisted, outcome, asks, remembers }) => {
    const storage = memoryStorage(stored ? { [PERSIST_OUTCOME_KEY]: stored } : {})
    const storageManager = manager(granted, persisted)
    const request = createPersistentStorageRequester({ storage, storageManager })
    await expect(request(hasData)).resolves.toBe(outcome)
    expect(storageManager.persist).toHaveBeenCalledTimes(asks)
    expect(storage.map.get(PERSIST_OUTCOME_KEY)).toBe(remembers)
  })

  it('asks once even when "has data" is reported many times at once', async () => {
    const storageManager = manager(true)
    const request = createPersistentStorageRequester({ storage: memoryStorage(), storageManager })
    const outcomes = await Promise.all([request(true), request(true), request(true)])
    expect(outcomes).toEqual(['granted', 'already-asked', 'already-asked'])
    expect(await request(true)).toBe('already-asked')
    expect(storageManager.persist).toHaveBeenCalledTimes(1)
  })

  it('waits for data before asking', async () => {
    const storageManager = manager(true)
    const request = createPersistentStorageRequester({ storage: memoryStorage(), storageManager })
    expect(await request(false)).toBe('no-data')
    expect(await request(true)).toBe('granted')
    expect(storageManager.persist).toHaveBeenCalledTimes(1)
  })

  it.each([
    { name: 'no StorageManager', storageManager: undefined },
    { name: 'no persist()', storageManager: { persisted: async () => false } },
  ])('tolerates a missing API ($name)', async ({ storageManager }) => {
    const request = createPersistentStorageRequester({ storage: memoryStorage(), storageManager })
    await expect(request(true)).resolves.toBe('unsupported')
  })

  it('does not remember a failure, so the next visit retries', async () => {
    const storage = memoryStorage()
    const storageManager = { persist: vi.fn(async (): Promise<boolean> => Promise.reject(new Error('boom'))) }
    await expect(createPersistentStorageRequester({ storage, storageManager })(true)).resolves.toBe('failed')
    expect(storage.map.has(PERSIST_OUTCOME_KEY)).toBe(false)
  })

  it('works without localStorage (asks, cannot remember)', async () => {
    const storageManager = manager(true)
    const request = createPersistentStorageRequester({ storage: undefined, storageManager })
    expect(await request(true)).toBe('granted')
    expect(await request(true)).toBe('already-asked')
  })
})
