import { afterEach, describe, expect, it } from 'vitest'
import { type CacheEntry, createCacheRepository } from '../../../src/db'
import { openTestJournal, removeTestJournals, steppingClock, waitFor } from '../../integration/db/support/test-journal'

afterEach(removeTestJournals)

describe('the device-only cache repository', () => {
  it('stores an entry with its fetch time, replaces it, and lists a namespace oldest first', async () => {
    const db = await openTestJournal({ clock: steppingClock('2025-06-01T12:00:00.000Z') })
    const cache = createCacheRepository(db)
    const first = await cache.put({ id: 'market:ticker:BTCUSDT', namespace: 'market', data: { ticker: { lastPrice: '1' } }, source: 'https://api.binance.com' })
    expect(first.fetchedAt).toBe('2025-06-01T12:00:00.000Z')
    await cache.put({ id: 'market:ticker:ETHUSDT', namespace: 'market', data: { ticker: { lastPrice: '2' } } })
    await cache.put({ id: 'fx:EUR-USD', namespace: 'fx', data: { rate: '1.1' }, fetchedAt: '2025-01-01T00:00:00.000Z' })
    const replaced = await cache.put({ id: 'market:ticker:BTCUSDT', namespace: 'market', data: { ticker: { lastPrice: '3' } } })
    expect(replaced.data).toEqual({ ticker: { lastPrice: '3' } })
    // A put replaces the whole entry: the source of the first copy is gone.
    expect(replaced.source).toBeUndefined()
    expect((await cache.list('market')).map((e) => e.id)).toEqual(['market:ticker:ETHUSDT', 'market:ticker:BTCUSDT'])
    expect(await cache.get('market:ticker:NOPE')).toBeNull()
  })

  it('is watched live and evicts old copies of one namespace', async () => {
    const db = await openTestJournal({ clock: steppingClock('2025-06-01T12:00:00.000Z') })
    const cache = createCacheRepository(db)
    let seen: CacheEntry[] = []
    const stop = cache.watchNamespace('market', (entries) => (seen = entries))
    await cache.put({ id: 'market:a', namespace: 'market', data: {} })
    await cache.put({ id: 'market:b', namespace: 'market', data: {} })
    await waitFor(() => seen.length === 2)
    expect(await cache.evictOlderThan('market', '2025-06-01T12:00:00.500Z')).toBe(1)
    await waitFor(() => seen.length === 1)
    expect(seen[0]?.id).toBe('market:b')
    stop()
  })

  it('is not a synced collection', async () => {
    const { JOURNAL_COLLECTIONS } = await import('../../../src/db')
    expect(JOURNAL_COLLECTIONS.cache.synced).toBe(false)
  })
})
