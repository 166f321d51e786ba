import type { OutboxRepository } from '../../src/db'

export interface SetAsideRow {
  readonly collection: string
  readonly documentId: string
  readonly table: string
  readonly code: string
  readonly message: string
  readonly row?: unknown
}

/**
 * Rows the server refused for good, kept in the outbox (kind `rejectedRow`, state `setAside`) with
 * their reason so the sync indicator can list them. Setting a row aside lets the push go on; the row
 * is pushed again the next time it is edited, and leaves the list once the server takes it.
 */
export function createSetAsideLog(outbox: OutboxRepository, onChange: (count: number) => void = () => undefined) {
  const known = new Map<string, string>()
  const keyOf = (collection: string, documentId: string) => `${collection}/${documentId}`
  let loading: Promise<void> | undefined
  const load = () =>
    (loading ??= outbox.find({ kind: 'rejectedRow', state: 'setAside' }).then((items) => {
      for (const item of items) if (item.collectionName && item.documentId) known.set(keyOf(item.collectionName, item.documentId), item.id)
      onChange(known.size)
    }))

  return {
    load,
    count: () => known.size,

    async record(entry: SetAsideRow): Promise<void> {
      await load()
      const key = keyOf(entry.collection, entry.documentId)
      const reason = `${entry.code}: ${entry.message}`.slice(0, 2000)
      const payload = { table: entry.table, ...(entry.row === undefined ? {} : { row: entry.row }) }
      const existing = known.get(key)
      if (existing && (await outbox.update(existing, { reason, payload, lastError: reason }))) return
      const item = await outbox.add({
        kind: 'rejectedRow',
        state: 'setAside',
        collectionName: entry.collection,
        documentId: entry.documentId,
        payload,
        reason,
        lastError: reason,
      })
      known.set(key, item.id)
      onChange(known.size)
    },

    /** The server took these rows: they are no longer set aside. */
    async clear(collection: string, documentIds: readonly string[]): Promise<void> {
      if (known.size === 0 && loading) await loading
      let changed = false
      for (const documentId of documentIds) {
        const id = known.get(keyOf(collection, documentId))
        if (!id) continue
        known.delete(keyOf(collection, documentId))
        await outbox.remove(id)
        changed = true
      }
      if (changed) onChange(known.size)
    },
  }
}

export type SetAsideLog = ReturnType<typeof createSetAsideLog>
