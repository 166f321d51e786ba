import { type ImportedRecord, POSITION_SOURCE_PREFIX } from '../../domain/imports'
import type { ScopeSnapshot } from './worker/protocol'

/**
 * The dedupe keys a scope (one account and exchange) already holds: its fills', its cash flows' and
 * those of the closed positions it took as trades. An import skips a row with one of them; the
 * preview marks such rows 'Already imported'. Pure.
 */
export function knownDedupeKeys(scope: ScopeSnapshot): Set<string> {
  const known = new Set<string>()
  for (const fill of scope.fills) known.add(fill.dedupeKey)
  for (const entry of scope.ledger) known.add(entry.dedupeKey)
  for (const trade of scope.trades) if (trade.sourceKey?.startsWith(POSITION_SOURCE_PREFIX)) known.add(trade.sourceKey.slice(POSITION_SOURCE_PREFIX.length))
  return known
}

/** A previewed row the import would skip whole: it makes records, and every one is known. */
export function isAlreadyImported(records: readonly ImportedRecord[], known: ReadonlySet<string>): boolean {
  return records.length > 0 && records.every((record) => known.has(record.value.dedupeKey))
}
