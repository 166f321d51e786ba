import { afterEach, describe, expect, it } from 'vitest'
import { createLiveStore, type Trade } from '../../../src/db'
import { openTestJournal, removeTestJournals, waitFor } from './support/test-journal'

afterEach(removeTestJournals)

const input = {
  symbol: 'BTCUSDT',
  baseAsset: 'BTC',
  quoteAsset: 'USDT',
  marketType: 'spot',
  side: 'buy',
  entryPrice: '1',
  quantity: '1',
  openedAt: '2025-01-01T00:00:00.000Z',
  source: 'manual',
} as const

describe('live store (what the React hooks render from)', () => {
  it('runs the query while someone listens and stops with the last listener', async () => {
    const db = await openTestJournal()
    const store = createLiveStore<readonly Trade[]>((onValue, onError) => db.trades.watch({}, onValue, onError), [])
    expect(store.getSnapshot()).toEqual({ data: [], isLoading: true, error: null })

    let notified = 0
    const unsubscribe = store.subscribe(() => notified++)
    await waitFor(() => !store.getSnapshot().isLoading)
    expect(store.getSnapshot().data).toEqual([])

    const trade = await db.trades.insert(input)
    await waitFor(() => store.getSnapshot().data.length === 1)
    expect(store.getSnapshot().data[0]).toEqual(trade)
    const before = store.getSnapshot()

    unsubscribe()
    const notifiedBefore = notified
    await db.trades.insert(input)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(notified).toBe(notifiedBefore)
    expect(store.getSnapshot()).toBe(before)
  })

  it('keeps the last data and reports errors from the source', () => {
    const store = createLiveStore<number>((onValue, onError) => {
      onValue(3)
      onError(new Error('boom'))
      return () => {}
    }, 0)
    const stop = store.subscribe(() => {})
    expect(store.getSnapshot()).toEqual({ data: 3, isLoading: false, error: new Error('boom') })
    stop()
  })
})
