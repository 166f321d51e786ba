import { afterEach, describe, expect, it } from 'vitest'
import { createReplicationPort, type TradeScreenshot } from '../../../src/db'
import { openTestJournal, removeTestJournals } from './support/test-journal'

afterEach(removeTestJournals)

const bytes = async (blob: Blob | null) => (blob ? [...new Uint8Array(await blob.arrayBuffer())] : null)

describe('screenshot store', () => {
  it('keeps the original and a display copy as attachments of the trade, described on the trade', async () => {
    const db = await openTestJournal()
    const trade = await db.trades.insert({
      symbol: 'SOLUSDT',
      baseAsset: 'SOL',
      quoteAsset: 'USDT',
      marketType: 'spot',
      side: 'buy',
      entryPrice: '150',
      quantity: '2',
      openedAt: '2025-04-01T09:00:00.000Z',
      source: 'manual',
    })
    const id = crypto.randomUUID()
    const original = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], { type: 'image/jpeg' })
    const display = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 9])], { type: 'image/jpeg' })

    const updated = await db.screenshots.put(trade.id, {
      screenshot: { id, fileName: 'entry.jpg', mimeType: 'image/jpeg', size: original.size, addedAt: '2025-04-01T10:00:00.000Z' },
      original,
      display,
    })
    expect(updated.screenshots).toEqual([{ id, fileName: 'entry.jpg', mimeType: 'image/jpeg', size: 6, addedAt: '2025-04-01T10:00:00.000Z' }])
    expect((await db.trades.get(trade.id))?.screenshots).toHaveLength(1)
    expect(await bytes(await db.screenshots.get(trade.id, id))).toEqual([0xff, 0xd8, 0xff, 9])
    expect(await bytes(await db.screenshots.get(trade.id, id, 'original'))).toEqual([0xff, 0xd8, 0xff, 1, 2, 3])

    const removed = await db.screenshots.remove(trade.id, id)
    expect(removed.screenshots).toEqual([])
    expect(await db.screenshots.get(trade.id, id)).toBeNull()
  })

  it('serves the original when no display copy was made', async () => {
    const db = await openTestJournal()
    const trade = await db.trades.insert({
      symbol: 'BTCUSDT',
      baseAsset: 'BTC',
      quoteAsset: 'USDT',
      marketType: 'linear',
      side: 'long',
      entryPrice: '1',
      quantity: '1',
      openedAt: '2025-04-01T09:00:00.000Z',
      source: 'manual',
    })
    const id = crypto.randomUUID()
    await db.screenshots.put(trade.id, {
      screenshot: { id, fileName: 'a.png', mimeType: 'image/png', size: 3 },
      original: new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }),
    })
    expect(await bytes(await db.screenshots.get(trade.id, id))).toEqual([1, 2, 3])
  })
})

describe('the replication port', () => {
  it('finds every trade with a screenshot still to upload', async () => {
    const db = await openTestJournal()
    const base = {
      baseAsset: 'SOL',
      quoteAsset: 'USDT',
      marketType: 'spot',
      side: 'buy',
      entryPrice: '150',
      quantity: '2',
      openedAt: '2025-04-01T09:00:00.000Z',
      source: 'manual',
    } as const
    const trades = await db.trades.insertMany(Array.from({ length: 12 }, (_, n) => ({ ...base, symbol: `T${n}USDT` })))
    const shot = (remotePath?: string): TradeScreenshot => ({
      id: crypto.randomUUID(),
      fileName: 'a.png',
      mimeType: 'image/png',
      size: 4,
      addedAt: '2025-04-01T10:00:00.000Z',
      ...(remotePath ? { remotePath } : {}),
    })
    // The last with one of its two screenshots uploaded.
    const waiting = [trades[0]!.id, trades[11]!.id, trades[7]!.id]
    const { trades: collection } = db.rxDatabase.collections
    const give = (id: string, screenshots: TradeScreenshot[]) =>
      collection
        .findOne(id)
        .exec()
        .then((doc) => doc!.incrementalPatch({ screenshots }))
    await give(waiting[0]!, [shot()])
    await give(waiting[1]!, [shot()])
    await give(waiting[2]!, [shot('u/t/a.png'), shot()])
    // Uploaded already.
    await give(trades[5]!.id, [shot('u/t/b.png')])

    const port = await createReplicationPort(db)
    expect([...(await port.screenshots.tradesAwaitingUpload())].sort()).toEqual([...waiting].sort())
  })
})
