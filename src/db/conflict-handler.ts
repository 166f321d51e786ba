import { deepEqual, type RxConflictHandler, type RxConflictHandlerInput, type WithDeleted } from 'rxdb'
import type { FieldConflict, SyncedFields } from '../domain'
import type { Clock } from './ids'

/** Top-level fields the merge never treats as user data (RxDB's storage fields included). */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt', 'serverRevision', 'conflicts', '_attachments', '_meta', '_rev'])
/** Storage-only fields derived from others: merged like the rest, never listed as a lost value. */
const DERIVED = new Set(['openedAtDescKey'])
/** Keeps a long-lived row from growing without bound when two devices keep fighting over it. */
const MAX_CONFLICTS = 50

type Row = Record<string, unknown>

/**
 * Three-way, field-by-field merge for synced rows (docs/sync.md, guarantee 2), replacing RxDB's default
 * that drops the device's edit. Against the last server state this device saw (the base):
 * - a field changed on one side only takes that side's value;
 * - a field changed on both sides keeps the server's value, because the server orders writes and
 *   every device sees the same order, so every device ends with the same row; the device's value is
 *   appended to `conflicts` (field path + value as JSON), where the trader can see it;
 * - plain objects (a preference `value`, trade overrides) merge field by field inside, so two
 *   devices changing different preferences never conflict;
 * - lists of strings (tag ids) and lists of objects with an `id` (screenshots) merge as sets:
 *   additions and removals from both sides are kept; an item edited on both sides keeps the server's.
 * - an edit meets a move to the trash made on the other side: the edit wins and the row stays out of
 *   the trash, the deletion listed in `conflicts` (the trader sees it and can delete the row again);
 *   whichever side reached the server first, the row ends the same.
 * A collection may give the state a row starts from (a preference's defaults, whose documents store
 * only the fields the trader set): a field a row does not hold then holds its starting value, in the
 * base and on both sides, and a row both devices created offline (no base) merges against the
 * starting state, so each device's own settings are kept. Without a base or a starting state, every
 * differing field counts as changed on both sides. `updatedAt` becomes the merge time when the device
 * contributed anything.
 */
export function createFieldMergeConflictHandler<T extends SyncedFields>(clock: Clock, startingRow?: StartingRow): RxConflictHandler<T> {
  return {
    // RxDB's storage fields are not part of a row's content: attachments move through the outbox and
    // never reach the server, so an attachment-only write must not count as a change to push.
    isEqual: (a, b) => deepEqual(rowContent(a), rowContent(b)),
    resolve: async (input) => mergeRows(input, clock().toISOString(), startingRow),
  }
}

/** What a row of a collection holds before anyone writes to it, by id; undefined when unknown. */
export type StartingRow = (id: string) => Readonly<Record<string, unknown>> | undefined

/** A row without RxDB's bookkeeping; `_deleted` stays, a deletion being a change to push. */
function rowContent<T>(doc: T): T {
  if (!doc || typeof doc !== 'object') return doc
  const { _attachments: _a, _meta: _m, _rev: _r, ...rest } = doc as Row
  return rest as T
}

interface MergeContext {
  readonly now: string
  readonly lost: FieldConflict[]
  keptLocal: boolean
}

export function mergeRows<T extends SyncedFields>(input: RxConflictHandlerInput<T>, now: string, startingRow?: StartingRow): WithDeleted<T> {
  const local = input.newDocumentState as unknown as Row
  const master = input.realMasterState as unknown as Row
  const known = input.assumedMasterState as unknown as Row | undefined
  const starting = startingRow?.(String(local.id)) as Row | undefined
  const base = known ?? starting
  const context: MergeContext = { now, lost: [], keptLocal: false }
  const merged = mergeObject(local, master, base, starting, '', context)
  keepEditOverDeletion(merged, local, master, base, context)

  // An entry the base had and one side no longer has was settled there (taken back or dismissed by
  // the trader): it stays settled, or a dismissal would come back with every later merge.
  const [before, mine, theirs] = [base?.conflicts, local.conflicts, master.conflicts].map((list) => new Set(conflictKeys(list)))
  const settled = new Set([...before!].filter((key) => !mine!.has(key) || !theirs!.has(key)))
  if ([...settled].some((key) => !mine!.has(key) && theirs!.has(key))) context.keptLocal = true
  const conflicts = unionConflicts(master.conflicts, local.conflicts, context.lost).filter((item) => !settled.has(conflictKey(item)))
  if (conflicts.length > 0) merged.conflicts = conflicts
  else delete merged.conflicts
  if (context.keptLocal || context.lost.length > 0) merged.updatedAt = now
  return merged as unknown as WithDeleted<T>
}

function mergeObject(local: Row, master: Row, base: Row | undefined, starting: Row | undefined, path: string, context: MergeContext): Row {
  const merged: Row = { ...master }
  const fields = new Set([...Object.keys(local), ...Object.keys(master)])
  for (const field of fields) {
    if (path === '' && BOOKKEEPING.has(field)) continue
    // With a starting state, a field nobody set on a row still holds its starting value there.
    const held = (row: Row) => (starting && !(field in row) ? starting[field] : row[field])
    const mine = held(local)
    const theirs = held(master)
    const was = base ? held(base) : undefined
    if (same(mine, theirs)) continue
    const fieldPath = `${path}${field}`

    if (isPlainObject(mine) && isPlainObject(theirs) && (was === undefined || isPlainObject(was))) {
      // Without a base doc there is no base inside either; with one, an absent object is empty. A row
      // without the object set nothing inside it, which then holds the starting state's inside.
      const inside = (row: Row): Row => (isPlainObject(row[field]) ? row[field] : {})
      const startingInside = starting ? inside(starting) : undefined
      merged[field] = mergeObject(inside(local), inside(master), base ? inside(base) : undefined, startingInside, `${fieldPath}.`, context)
      continue
    }
    const before = was === undefined ? [] : was
    if (base && Array.isArray(mine) && Array.isArray(theirs) && Array.isArray(before) && isSetLike(mine, theirs, before)) {
      merged[field] = mergeSets(mine, theirs, before, fieldPath, context)
      continue
    }

    const changedHere = !base || !same(mine, was)
    const changedThere = !base || !same(theirs, was)
    if (changedHere && !changedThere) {
      context.keptLocal = true
      if (mine === undefined) delete merged[field]
      else merged[field] = mine
    } else if (changedHere && changedThere && !DERIVED.has(field)) {
      context.lost.push({ field: fieldPath, lostValue: JSON.stringify(mine ?? null), detectedAt: context.now })
    }
  }
  return merged
}

/** The conflict entry of a move to the trash an edit undid (`lostValue` is `isDeleted` as JSON). */
export const UNDONE_DELETION = { field: 'isDeleted', lostValue: 'true' } as const satisfies Pick<FieldConflict, 'field' | 'lostValue'>

/** A move to the trash and the time it happened; an edit that wins over it clears both. */
const TRASH_FIELDS = new Set(['isDeleted', 'deletedAt'])

/**
 * One side moved the row to the trash (`isDeleted`) while the other edited it: the edit wins, so no
 * typed text ends in the trash without a trace; the deletion becomes the losing value.
 */
function keepEditOverDeletion(merged: Row, local: Row, master: Row, base: Row | undefined, context: MergeContext): void {
  if (!base || base.isDeleted !== false || merged.isDeleted !== true || merged._deleted === true) return
  const deletedHere = local.isDeleted === true && master.isDeleted !== true
  const deletedThere = master.isDeleted === true && local.isDeleted !== true
  if (!(deletedHere && edited(master, base)) && !(deletedThere && edited(local, base))) return
  merged.isDeleted = false
  delete merged.deletedAt
  context.lost.push({ ...UNDONE_DELETION, detectedAt: context.now })
}

/** A change to the row's content since the base: bookkeeping, derived and trash fields aside. */
function edited(side: Row, base: Row): boolean {
  const fields = new Set([...Object.keys(side), ...Object.keys(base)])
  return [...fields].some((field) => !BOOKKEEPING.has(field) && !DERIVED.has(field) && !TRASH_FIELDS.has(field) && field !== '_deleted' && !same(side[field], base[field]))
}

/** Lists whose items have an identity: strings, or objects with a string `id`. */
function isSetLike(...lists: readonly unknown[][]): boolean {
  const kind = (item: unknown) => (typeof item === 'string' ? 'string' : isPlainObject(item) && typeof item.id === 'string' ? 'object' : 'other')
  const kinds = new Set(lists.flatMap((list) => list.map(kind)))
  return kinds.size <= 1 && !kinds.has('other')
}

const identity = (item: unknown): string => (typeof item === 'string' ? item : String((item as Row).id))

/**
 * Three-way set merge in the server's order, then the device's additions in its order. An item
 * removed on either side goes; an item changed on both sides keeps the server's version.
 */
function mergeSets(mine: unknown[], theirs: unknown[], was: unknown[], path: string, context: MergeContext): unknown[] {
  const baseById = new Map(was.map((item) => [identity(item), item]))
  const mineById = new Map(mine.map((item) => [identity(item), item]))
  const theirsById = new Map(theirs.map((item) => [identity(item), item]))
  const out: unknown[] = []
  for (const item of theirs) {
    const id = identity(item)
    const local = mineById.get(id)
    const before = baseById.get(id)
    if (local === undefined) {
      // Removed here, or added there: removed here only when it existed before and the server kept it as is.
      if (before !== undefined && same(before, item)) {
        context.keptLocal = true
        continue
      }
      out.push(item)
    } else if (same(local, item) || same(local, before)) {
      out.push(item)
    } else if (before !== undefined && same(item, before)) {
      context.keptLocal = true
      out.push(local)
    } else {
      context.lost.push({ field: `${path}[${id}]`, lostValue: JSON.stringify(local), detectedAt: context.now })
      out.push(item)
    }
  }
  for (const item of mine) {
    const id = identity(item)
    if (theirsById.has(id)) continue
    const before = baseById.get(id)
    if (before === undefined) {
      // Added on this device.
      context.keptLocal = true
      out.push(item)
    } else if (!same(item, before)) {
      // Edited here, removed on the server: the removal wins, the edit stays visible.
      context.lost.push({ field: `${path}[${id}]`, lostValue: JSON.stringify(item), detectedAt: context.now })
    }
  }
  return out
}

function same(a: unknown, b: unknown): boolean {
  return deepEqual(a ?? null, b ?? null)
}

function isPlainObject(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** One entry of `conflicts`: its field and lost value (an entry holds each pair once). */
export const conflictKey = (item: Pick<FieldConflict, 'field' | 'lostValue'>) => `${item.field}\u0000${item.lostValue}`
const conflictKeys = (list: unknown): string[] => (Array.isArray(list) ? (list as FieldConflict[]).map(conflictKey) : [])

/** `conflicts` without one settled entry; undefined when none is left (the field is then dropped). */
export function withoutConflict(list: readonly FieldConflict[] | undefined, settled: Pick<FieldConflict, 'field' | 'lostValue'>): FieldConflict[] | undefined {
  const remaining = (list ?? []).filter((entry) => conflictKey(entry) !== conflictKey(settled))
  return remaining.length > 0 ? remaining : undefined
}

/** Earlier conflicts from both sides, then the new ones; one entry per field and lost value. */
export function unionConflicts(...lists: unknown[]): FieldConflict[] {
  const seen = new Set<string>()
  const out: FieldConflict[] = []
  for (const list of lists) {
    if (!Array.isArray(list)) continue
    for (const item of list as FieldConflict[]) {
      const key = conflictKey(item)
      if (seen.has(key)) continue
      seen.add(key)
      out.push(item)
    }
  }
  return out.slice(-MAX_CONFLICTS)
}
