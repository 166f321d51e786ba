import { describe, expect, it } from 'vitest'
import type { ReplicationPushRow } from '../../../src/db'
import { createCollectionHandlers } from '../../../sync/replication/collection-handlers'
import type { SyncServer } from '../../../sync/replication/server-api'
import type { ServerRow } from '../../../sync/replication/wire'
import { memoryUnreadableLog, tradeDoc } from './support/trade-doc'

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/** A server whose push answers every row with a conflict: its own row `n` as `serverDoc(n)` holds it. */
function handlersAnswering(serverDoc: (n: number) => Record<string, unknown>) {
  const unreadable = memoryUnreadableLog()
  const server: SyncServer = {
    pull: () => Promise.reject(new Error('not in this test')),
    async push(_table, bodies) {
      const conflicts: ServerRow[] = bodies.map((body) => {
        const n = Number(String(body.id).slice(-12))
        return { id: String(body.id), revision: 2, stamp: String(200 + n), deleted: false, doc: serverDoc(n) }
      })
      return { written: [], conflicts, rejected: [] }
    },
  }
  const driver = { whenOpen: () => Promise.resolve(), send: () => undefined }
  const handlers = createCollectionHandlers({
    collection: 'trades',
    userId: 'user',
    server,
    context: { driver: driver as never, signal: new AbortController().signal },
    pending: { add: () => undefined } as never,
    setAside: { clear: () => Promise.resolve() } as never,
    unreadable,
  })
  return { handlers, unreadable }
}

const edit = (n: number) => ({ newDocumentState: { id: id(n), ...tradeDoc(n, { notes: 'edited here' }), _deleted: false } as unknown as ReplicationPushRow['newDocumentState'] })

describe("a push conflict's server row passes restore on read", () => {
  it('a well-formed server row goes to the merge, with defaults for what it lacks', async () => {
    const { notes: _notes, tagIds: _tags, ...lacking } = tradeDoc(1, { exitPrice: '65000', closedAt: '2025-01-02T00:00:00.000Z' })
    const { handlers, unreadable } = handlersAnswering(() => lacking)
    const conflicts = await handlers.push([edit(1)])
    expect(conflicts).toHaveLength(1)
    expect(conflicts[0]).toMatchObject({ id: id(1), exitPrice: '65000', notes: '', tagIds: [] })
    expect(unreadable.recorded.size).toBe(0)
  })

  it('a malformed server row never meets the merge: it is listed with its reason and the device keeps its copy', async () => {
    const { handlers, unreadable } = handlersAnswering((n) => (n === 1 ? tradeDoc(n, { side: 'sideways' }) : tradeDoc(n, { notes: 'server' })))
    const conflicts = await handlers.push([edit(1), edit(2)])
    expect(conflicts.map((document) => [document.id, document.notes])).toEqual([[id(2), 'server']])
    expect([...unreadable.recorded]).toEqual([[id(1), 'side: INVALID_SIDE']])
  })
})
