import type { RxDocument } from 'rxdb'
import { withoutStorageFields } from '../document-data'

/**
 * A plain copy of a document's data, without RxDB's bookkeeping (see withoutStorageFields).
 * Nested arrays are shared with RxDB's cache, which is why domain types are readonly.
 */
export function toPlain<T>(doc: RxDocument<T>): T {
  return withoutStorageFields(doc._data) as T
}

/** Drops keys whose value is undefined: JSON has no undefined, and clearing a field means removing it. */
export function compact<T extends object>(value: T): T {
  const out: Record<string, unknown> = {}
  for (const [key, entry] of Object.entries(value)) if (entry !== undefined) out[key] = entry
  return out as T
}

export type Unsubscribe = () => void
export type ErrorListener = (error: Error) => void

export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error))
}
