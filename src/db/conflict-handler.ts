import { deepEqual, type RxConflictHandler, type RxConflictHandlerInput, type WithDeleted } from 'rxdb'
import type { FieldConflict, SyncedFields } from '../domain'
import type { Clock } from './ids'

/** Fields the merge never treats as user data. */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt', 'serverRevision', 'conflicts'])

type Row = Record<string, unknown>

/**
 * Three-way, field-by-field merge for synced rows (sync.md, guarantee 2), replacing RxDB's default
 * that drops the device's edit. Against the last server state this device saw:
 * - a field changed on one side only takes that side's value;
 * - a field changed on both sides keeps the server's value (deterministic on every device) and the
 *   device's value is appended to `conflicts`, where the trader can see it.
 * The sync work (issue 5) may refine the rule; it must stay deterministic.
 */
export function createFieldMergeConflictHandler<T extends SyncedFields>(clock: Clock): RxConflictHandler<T> {
  return {
    isEqual: (a, b) => deepEqual(a, b),
    resolve: async (input) => mergeRows(input, clock().toISOString()),
  }
}

export function mergeRows<T extends SyncedFields>(input: RxConflictHandlerInput<T>, now: string): WithDeleted<T> {
  const local = input.newDocumentState as unknown as Row
  const master = input.realMasterState as unknown as Row
  const base = input.assumedMasterState as unknown as Row | undefined
  const merged: Row = { ...master }
  const lost: FieldConflict[] = []
  let keptLocal = false

  const fields = new Set([...Object.keys(local), ...Object.keys(master)])
  for (const field of fields) {
    if (BOOKKEEPING.has(field)) continue
    const mine = local[field]
    const theirs = master[field]
    if (deepEqual(mine ?? null, theirs ?? null)) continue
    const changedHere = !base || !deepEqual(mine ?? null, base[field] ?? null)
    const changedThere = !base || !deepEqual(theirs ?? null, base[field] ?? null)
    if (changedHere && !changedThere) {
      keptLocal = true
      if (mine === undefined) delete merged[field]
      else merged[field] = mine
    } else if (changedHere && changedThere) {
      lost.push({ field, lostValue: JSON.stringify(mine ?? null), detectedAt: now })
    }
  }

  const conflicts = unionConflicts(master.conflicts, local.conflicts, lost)
  if (conflicts.length > 0) merged.conflicts = conflicts
  if (keptLocal || lost.length > 0) merged.updatedAt = now
  return merged as unknown as WithDeleted<T>
}

function unionConflicts(...lists: unknown[]): FieldConflict[] {
  const seen = new Set<string>()
  const out: FieldConflict[] = []
  for (const list of lists) {
    if (!Array.isArray(list)) continue
    for (const item of list as FieldConflict[]) {
      const key = `${item.field}\u0000${item.lostValue}\u0000${item.detectedAt}`
      if (seen.has(key)) continue
      seen.add(key)
      out.push(item)
    }
  }
  return out
}
