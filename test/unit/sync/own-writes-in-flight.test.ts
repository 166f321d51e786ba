import { describe, expect, it } from 'vitest'
import type { ReplicationPushRow } from '../../../src/db'
import { createCollectionHandlers } from '../../../sync/replication/collection-handlers'
import type { SyncServer } from '../../../sync/replication/server-api'
import type { Checkpoint, ServerRow } from '../../../sync/replication/wire'
import { memoryUnreadableLog, tradeDoc } from './support/trade-doc'

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const row = (n: number, notes: string): ServerRow => ({ id: id(n), revision: 1, stamp: String(100 + n), deleted: false, doc: tradeDoc(n, { notes }) })

/**
 * Rows 0..2 on the server; row 1 is this device's own write, committed while its push waits for
 * `answer`. A pull meanwhile stops before row 1 and reads it once the push has returned.
 */
function setUp() {
  const rows = [row(0, 'from another device'), row(1, 'mine'), row(2, 'from another device')]
  let answer!: () => void
  const answered = new Promise<void>((resolve) => (answer = resolve))
  const server: SyncServer = {
    async pull(_table, checkpoint: Checkpoint | null, limit) {
      const from = checkpoint ? rows.findIndex((candidate) => candidate.stamp === checkpoint.stamp) + 1 : 0
      const page = rows.slice(from, from + limit)
      const last = page.at(-1)
      return { rows: page, checkpoint: last ? { stamp: String(last.stamp), key: String(last.id) } : checkpoint }
    },
    async push(_table, bodies) {
      await answered
      return { written: bodies.map((body) => ({ id: String(body.id), revision: 1 })), conflicts: [], rejected: [] }
    },
  }
  let settled = 0
  const driver = { whenOpen: () => Promise.resolve(), send: () => undefined }
  const handlers = createCollectionHandlers({
    collection: 'trades',
    userId: 'user',
    server,
    context: { driver: driver as never, signal: new AbortController().signal },
    pending: { add: () => undefined } as never,
    setAside: { clear: () => Promise.resolve() } as never,
    unreadable: memoryUnreadableLog(),
    onHeldBackSettled: () => settled++,
  })
  const mine = { id: id(1), ...tradeDoc(1, { notes: 'mine' }), _deleted: false } as unknown as ReplicationPushRow['newDocumentState']
  return { handlers, answer, mine, settledCount: () => settled }
}

describe('a pull while this device is pushing', () => {
  it('stops before the device’s own unrecorded write, then reads it once the push has returned', async () => {
    const { handlers, answer, mine, settledCount } = setUp()
    const pushing = handlers.push([{ newDocumentState: mine }])
    await new Promise((resolve) => setTimeout(resolve, 0))

    const first = await handlers.pull(undefined, 10)
    expect(first.documents.map((document) => document.notes)).toEqual(['from another device'])
    expect(first.checkpoint).toEqual({ trades: { stamp: '100', key: id(0) } })
    expect(settledCount()).toBe(0)

    answer()
    expect(await pushing).toEqual([])
    expect(settledCount()).toBe(1)
    const second = await handlers.pull(first.checkpoint, 10)
    expect(second.documents.map((document) => [document.id, document.serverRevision])).toEqual([
      [id(1), '1'],
      [id(2), '1'],
    ])
  })

  it('reads everything at once when no push is running', async () => {
    const { handlers, settledCount } = setUp()
    const result = await handlers.pull(undefined, 10)
    expect(result.documents).toHaveLength(3)
    expect(settledCount()).toBe(0)
  })
})
