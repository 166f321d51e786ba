/**
 * Counts local changes not yet on the server ("changes waiting" in the sync indicator): ids written
 * on this device or handed to a push, per collection, forgotten when that collection's replication
 * is idle again (everything pushed or found equal). Offline, pushes wait at the gate, so the
 * replication stays busy and the count keeps growing with every edit.
 */
export function createPendingTracker(onChange: (count: number) => void) {
  const byCollection = new Map<string, Set<string>>()
  let last = -1
  const total = () => [...byCollection.values()].reduce((sum, ids) => sum + ids.size, 0)
  const notify = () => {
    const count = total()
    if (count === last) return
    last = count
    onChange(count)
  }
  return {
    add(collection: string, ids: readonly string[]) {
      if (ids.length === 0) return
      let set = byCollection.get(collection)
      if (!set) byCollection.set(collection, (set = new Set()))
      for (const id of ids) set.add(id)
      notify()
    },
    clear(collection: string) {
      byCollection.delete(collection)
      notify()
    },
    count: total,
  }
}

export type PendingTracker = ReturnType<typeof createPendingTracker>
