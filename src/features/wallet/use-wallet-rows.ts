import { useEffect, useMemo, useState } from 'react'
import { createImportRepository, type Fill, type ImportBatch, type LedgerEntry, useJournalDatabase, useLiveValue } from '../../db'

const NO_BATCHES: readonly ImportBatch[] = []

export interface WalletRows {
  readonly batches: readonly ImportBatch[]
  readonly fills: readonly Fill[]
  readonly ledger: readonly LedgerEntry[]
  readonly loading: boolean
  readonly error: Error | null
}

/**
 * Every fill and cash flow of the completed imports, read again whenever an import finishes or is
 * undone (the batch list is live; fills and cash flows only change with it). Read per account and
 * exchange through the import repository, the same scopes an import derives its trades from.
 */
export function useWalletRows(): WalletRows {
  const db = useJournalDatabase()
  const repository = useMemo(() => createImportRepository(db), [db])
  const live = useLiveValue<readonly ImportBatch[]>(`${db.name}:import-batches`, (onValue, onError) => repository.watchBatches(onValue, onError), NO_BATCHES)
  const completed = live.data.filter((batch) => batch.status === 'completed')
  // A key that changes only when the set of counting imports does (not on a running import's progress).
  const key = completed
    .map((batch) => batch.id)
    .sort()
    .join(',')
  const [rows, setRows] = useState<{
    key: string | null
    fills: readonly Fill[]
    ledger: readonly LedgerEntry[]
    error: Error | null
  }>({
    key: null,
    fills: [],
    ledger: [],
    error: null,
  })

  useEffect(() => {
    if (live.isLoading) return
    let cancelled = false
    const scopes = new Map<string, { accountId: string; exchange: string }>()
    for (const batch of completed)
      scopes.set(`${batch.accountId}\u0000${batch.exchange}`, {
        accountId: batch.accountId,
        exchange: batch.exchange,
      })
    void Promise.all([...scopes.values()].map((scope) => repository.loadScope(scope)))
      .then((parts) => {
        if (!cancelled)
          setRows({
            key,
            fills: parts.flatMap((part) => part.fills),
            ledger: parts.flatMap((part) => part.ledger),
            error: null,
          })
      })
      .catch((error: unknown) => {
        if (!cancelled)
          setRows({
            key,
            fills: [],
            ledger: [],
            error: error instanceof Error ? error : new Error(String(error)),
          })
      })
    return () => {
      cancelled = true
    }
    // `key` stands for the completed batches.
  }, [key, live.isLoading, repository]) // eslint-disable-line react-hooks/exhaustive-deps

  return {
    batches: live.data,
    fills: rows.fills,
    ledger: rows.ledger,
    loading: live.isLoading || rows.key !== key,
    error: live.error ?? rows.error,
  }
}
