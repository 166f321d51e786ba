import { afterEach, describe, expect, it } from 'vitest'
import { watchHasUserData } from '../../../src/db'
import { openTestJournal, removeTestJournals, waitFor } from './support/test-journal'

afterEach(removeTestJournals)

describe('watchHasUserData', () => {
  it('reports false for an empty journal, then true once an account exists', async () => {
    const db = await openTestJournal()
    const seen: boolean[] = []
    const stop = watchHasUserData(db, (hasData) => seen.push(hasData))
    await waitFor(() => seen.length === 1)
    // Preferences alone are not "user data" worth persisting.
    await db.preferences.set('profile', { fullName: 'Ada' })
    await db.accounts.insert({ name: 'Main', kind: 'exchange', baseCurrency: 'USDT', initialCapital: '100', archived: false })
    await waitFor(() => seen.length === 2)
    await db.accounts.insert({ name: 'Second', kind: 'paper', baseCurrency: 'USDT', initialCapital: '100', archived: false })
    stop()
    expect(seen).toEqual([false, true])
  })

  it('reports true at once when fills already exist', async () => {
    const db = await openTestJournal()
    const at = new Date().toISOString()
    await db.rxDatabase.collections.fills.insert({
      id: crypto.randomUUID(),
      accountId: crypto.randomUUID(),
      importId: crypto.randomUUID(),
      exchange: 'binance',
      symbol: 'BTCUSDT',
      marketType: 'linear',
      side: 'buy',
      price: '64000.1',
      quantity: '0.002',
      executedAt: at,
      dedupeKey: 'binance:123456789',
      rowNumber: 2,
      createdAt: at,
      updatedAt: at,
    })
    const seen: boolean[] = []
    const stop = watchHasUserData(db, (hasData) => seen.push(hasData))
    await waitFor(() => seen.length === 1)
    stop()
    expect(seen).toEqual([true])
  })
})
