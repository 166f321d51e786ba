import type { Fill, Id, LedgerEntry } from '../../domain'
import { type ImportedFill, type ImportedLedgerEntry, type ImportedPosition, toFill, toLedgerEntry } from '../../domain/imports'

/**
 * Keeps what a file adds to the journal: rows whose dedupe key is not stored yet (same file twice →
 * nothing; an overlapping export → only its new rows). Two identical fills of one file have distinct
 * keys (`:1`, `:2`, the dedupe module's doing), so both pass. Pure; the worker runs it per chunk.
 */

export interface StoredRowFields {
  readonly accountId: Id
  readonly importId: Id
  readonly now: string
  readonly newId: () => Id
}

export interface NewRecords {
  readonly fills: Fill[]
  readonly ledger: LedgerEntry[]
  readonly positions: ImportedPosition[]
  /** Rows already in the journal (or repeated in this run). */
  readonly duplicates: number
}

export function selectNewRecords(
  batch: { readonly fills: readonly ImportedFill[]; readonly ledgerEntries: readonly ImportedLedgerEntry[]; readonly positions: readonly ImportedPosition[] },
  known: Set<string>,
  fields: StoredRowFields,
): NewRecords {
  let duplicates = 0
  const fresh = (key: string): boolean => {
    if (known.has(key)) {
      duplicates++
      return false
    }
    known.add(key)
    return true
  }
  const stored = () => ({ id: fields.newId(), accountId: fields.accountId, importId: fields.importId, now: fields.now })
  const fills = batch.fills.filter((fill) => fresh(fill.dedupeKey)).map((fill) => toFill(fill, stored()))
  const ledger = batch.ledgerEntries.filter((entry) => fresh(entry.dedupeKey)).map((entry) => toLedgerEntry(entry, stored()))
  const positions = batch.positions.filter((position) => fresh(position.dedupeKey))
  return { fills, ledger, positions, duplicates }
}
