import { describe, expect, it } from 'vitest'
import { createCollectionHandlers, type CollectionCheckpoint } from '../../../sync/replication/collection-handlers'
import type { SyncServer } from '../../../sync/replication/server-api'
import type { Checkpoint, ServerRow } from '../../../sync/replication/wire'
import { memoryUnreadableLog, tradeDoc } from './support/trade-doc'

/** A server holding `total` trade rows, served in stamp order; logs every pull it answers. */
function serverWith(total: number) {
  const rows: ServerRow[] = Array.from({ length: total }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    revision: 1,
    stamp: String(100 + index),
    doc: tradeDoc(index),
  }))
  const asked: (string | null)[] = []
  const server: SyncServer = {
    async pull(_table, checkpoint: Checkpoint | null, limit) {
      asked.push(checkpoint?.stamp ?? null)
      const from = checkpoint ? rows.findIndex((row) => row.stamp === checkpoint.stamp) + 1 : 0
      const page = rows.slice(from, from + limit)
      const last = page.at(-1)
      return { rows: page, checkpoint: last ? { stamp: String(last.stamp), key: String(last.id) } : checkpoint }
    },
    push: () => Promise.reject(new Error('not in this test')),
  }
  return { server, asked, rows }
}

function handlersFor(server: SyncServer, unreadable = memoryUnreadableLog()) {
  const driver = { whenOpen: () => Promise.resolve(), send: () => undefined }
  return createCollectionHandlers({
    collection: 'trades',
    userId: 'user',
    server,
    context: { driver: driver as never, signal: new AbortController().signal },
    pending: {} as never,
    setAside: {} as never,
    unreadable,
  })
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('pulling ahead', () => {
  it.each<[string, number, number, (string | null)[][]]>([
    // total rows, page size, then the pulls the server has answered after each of the handler's pulls
    [
      'a full page asks for the next at once, which the next pull uses',
      5,
      2,
      [
        [null, '101'],
        [null, '101', '103'],
        [null, '101', '103'],
      ],
    ],
    [
      'a last page that is not full asks for nothing more',
      3,
      2,
      [
        [null, '101'],
        [null, '101'],
      ],
    ],
    ['an empty journal', 0, 2, [[null]]],
  ])('%s', async (_name, total, limit, expected) => {
    const { server, asked, rows } = serverWith(total)
    const { pull } = handlersFor(server)
    const received: string[] = []
    let checkpoint: CollectionCheckpoint | undefined
    for (const answered of expected) {
      const result = await pull(checkpoint, limit)
      await settled()
      expect(asked).toEqual(answered)
      received.push(...result.documents.map((document) => String(document.id)))
      checkpoint = result.checkpoint
    }
    expect(received).toEqual(rows.map((row) => row.id))
  })

  it('a pull from another checkpoint asks the server afresh', async () => {
    const { server, asked } = serverWith(6)
    const { pull } = handlersFor(server)
    await pull(undefined, 2)
    await settled()
    const again = await pull(undefined, 2)
    expect(again.documents.map((document) => document.id)).toHaveLength(2)
    expect(asked.slice(0, 3)).toEqual([null, '101', null])
  })

  it('rows set aside from a full page do not end the pull: the next page is read at once', async () => {
    const { server, rows } = serverWith(5)
    rows[0] = { ...rows[0], doc: tradeDoc(0, { side: 'sideways' }) } as ServerRow
    rows[1] = { ...rows[1], doc: tradeDoc(1, { entryPrice: 'a lot' }) } as ServerRow
    const unreadable = memoryUnreadableLog()
    const { pull } = handlersFor(server, unreadable)
    const result = await pull(undefined, 2)
    expect(result.documents.map((document) => document.id)).toEqual([rows[2]?.id, rows[3]?.id])
    expect(result.checkpoint).toEqual({ trades: { stamp: '103', key: rows[3]?.id } })
    expect([...unreadable.recorded]).toEqual([
      [rows[0]?.id, 'side: INVALID_SIDE'],
      [rows[1]?.id, 'entryPrice: pattern'],
    ])
  })
})
