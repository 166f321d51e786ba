import { deepEqual, type RxCollection } from 'rxdb'
import { type FieldConflict, isPreferenceKey, parsePreference, type PreferenceKey, type PreferenceValues } from '../../domain'
import type { PreferenceDocument } from '../collections'
import { withoutConflict } from '../conflict-handler'
import type { Clock } from '../ids'
import { asError, type ErrorListener, type Unsubscribe } from './plain'

/** A value a preference lost when two devices set the same field at once (`field`: `value.<path>`). */
export interface PreferenceConflict {
  readonly key: PreferenceKey
  readonly conflict: FieldConflict
  /** The value the preference kept at that path, as stored (undefined: not set, so its default). */
  readonly kept: unknown
}

export type PreferenceChanges<K extends PreferenceKey> = Partial<PreferenceValues[K]> | ((current: PreferenceValues[K]) => Partial<PreferenceValues[K]>)

/**
 * Per-user preference documents by key. Reads never fail on bad data: a missing document, a missing
 * field or a corrupted one reads as the defaults. A document stores only the fields the trader set
 * (older versions stored every field, which reads the same), so the sync merge of two devices that
 * each set different fields offline keeps both (conflict-handler.ts). Writes merge over the stored
 * value, so fields written by a newer app version on another device are kept.
 */
export function createPreferenceRepository(collection: RxCollection<PreferenceDocument>, clock: Clock) {
  const read = <K extends PreferenceKey>(key: K, doc: PreferenceDocument | null | undefined): PreferenceValues[K] => parsePreference(key, doc?.value)

  async function write<K extends PreferenceKey>(key: K, changes: PreferenceChanges<K>): Promise<PreferenceValues[K]> {
    const merge = (stored: PreferenceDocument['value'] | undefined): Record<string, unknown> => {
      const current = parsePreference(key, stored)
      const patch = typeof changes === 'function' ? changes(current) : changes
      return storedAfter(stored ?? {}, current, patch)
    }
    for (let attempt = 0; ; attempt++) {
      const now = clock().toISOString()
      const existing = await collection.findOne(key).exec()
      if (existing) {
        const updated = await existing.incrementalModify((doc) => ({ ...doc, value: merge(doc.value), updatedAt: now }))
        return read(key, updated.toJSON() as PreferenceDocument)
      }
      try {
        const inserted = await collection.insert({ id: key, value: merge(undefined), createdAt: now, updatedAt: now })
        return read(key, inserted.toJSON() as PreferenceDocument)
      } catch (error) {
        // Another tab created it between our read and insert: merge into theirs instead.
        if ((error as { code?: string }).code !== 'CONFLICT' || attempt > 0) throw error
      }
    }
  }

  return {
    async get<K extends PreferenceKey>(key: K): Promise<PreferenceValues[K]> {
      const doc = await collection.findOne(key).exec()
      return read(key, doc?.toJSON() as PreferenceDocument | undefined)
    },

    watch<K extends PreferenceKey>(key: K, onValue: (value: PreferenceValues[K]) => void, onError?: ErrorListener): Unsubscribe {
      const subscription = collection.findOne(key).$.subscribe({
        next: (doc) => onValue(read(key, doc?.toJSON() as PreferenceDocument | undefined)),
        error: (error: unknown) => onError?.(asError(error)),
      })
      return () => subscription.unsubscribe()
    },

    /** Sets the given fields (all or some) of a preference; returns the stored result. */
    set: <K extends PreferenceKey>(key: K, value: PreferenceChanges<K>) => write(key, value),

    /** Every preference's lost values (conflict-handler.ts keeps them on the row), in key order. */
    watchConflicts(onConflicts: (conflicts: PreferenceConflict[]) => void, onError?: ErrorListener): Unsubscribe {
      const subscription = collection.find({ selector: {}, sort: [{ id: 'asc' }] }).$.subscribe({
        next: (docs) => onConflicts(docs.flatMap((doc) => conflictsOf(doc.toJSON() as PreferenceDocument))),
        error: (error: unknown) => onError?.(asError(error)),
      })
      return () => subscription.unsubscribe()
    },

    /**
     * Takes a lost value back (`use`: it is set at its path in the stored value, where the next read
     * validates it like any stored field) or dismisses it; either way the entry leaves the list.
     */
    async settleConflict(key: PreferenceKey, conflict: Pick<FieldConflict, 'field' | 'lostValue'>, choice: 'use' | 'dismiss'): Promise<void> {
      const doc = await collection.findOne(key).exec()
      if (!doc) return
      await doc.incrementalModify((data) => {
        const next = { ...data, updatedAt: clock().toISOString() }
        const remaining = withoutConflict(data.conflicts, conflict)
        if (remaining) next.conflicts = remaining
        else delete next.conflicts
        const path = valuePath(conflict.field)
        if (choice === 'use' && path) next.value = withValueAt(data.value, path, JSON.parse(conflict.lostValue))
        return next
      })
    },

    /** Writes the defaults as a document when none exists (docs/product.md's "default preferences row"). */
    async ensure<K extends PreferenceKey>(key: K): Promise<PreferenceValues[K]> {
      const doc = await collection.findOne(key).exec()
      if (doc) return read(key, doc.toJSON() as PreferenceDocument)
      return write(key, {})
    },
  }
}

export type PreferenceRepository = ReturnType<typeof createPreferenceRepository>

/**
 * The stored value after a change: the fields stored so far as they read (a corrupted one repaired),
 * then each changed field. A field given the value it already reads as and not stored yet stays
 * unset: a form that saves all its fields must not mark the untouched ones as the trader's choice,
 * or the sync merge would weigh them against another device's real change.
 */
function storedAfter(stored: Readonly<Record<string, unknown>>, current: object, patch: object): Record<string, unknown> {
  const reads = current as Readonly<Record<string, unknown>>
  const next: Record<string, unknown> = {}
  for (const field of Object.keys(stored)) next[field] = field in reads ? reads[field] : stored[field]
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) continue
    if (field in next || !deepEqual(value, reads[field])) next[field] = value
  }
  return next
}

/** The path inside `value` a conflict is about (`value.layouts.desktop` -> ['layouts', 'desktop']). */
function valuePath(field: string): string[] | undefined {
  const [head, ...path] = field.split('.')
  return head === 'value' && path.length > 0 ? path : undefined
}

function conflictsOf(doc: PreferenceDocument): PreferenceConflict[] {
  if (!isPreferenceKey(doc.id)) return []
  const key = doc.id
  return (doc.conflicts ?? []).flatMap((conflict) => {
    const path = valuePath(conflict.field)
    return path ? [{ key, conflict, kept: valueAt(doc.value, path) }] : []
  })
}

function valueAt(value: unknown, path: readonly string[]): unknown {
  let at = value
  for (const part of path) at = at !== null && typeof at === 'object' && !Array.isArray(at) ? (at as Record<string, unknown>)[part] : undefined
  return at
}

/** `value` with `path` set to `next` (null: the field unset, so it reads as its default). */
function withValueAt(value: Readonly<Record<string, unknown>>, path: readonly string[], next: unknown): Record<string, unknown> {
  const [head, ...rest] = path as [string, ...string[]]
  const copy: Record<string, unknown> = { ...value }
  if (rest.length > 0) {
    const inner = copy[head]
    copy[head] = withValueAt(inner !== null && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Record<string, unknown>) : {}, rest, next)
  } else if (next === null || next === undefined) delete copy[head]
  else copy[head] = next
  return copy
}
