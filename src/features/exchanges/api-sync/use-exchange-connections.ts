import { useCallback, useEffect, useMemo } from 'react'
import { useSyncManager } from '../../../app/sync/sync-context'
import { createImportRepository, type ImportBatch, useJournalDatabase, useLiveValue } from '../../../db'
import { recoverImports } from '../../imports/run-import'
import type { CommunityResult } from '../../social/community-api'
import { type CommunityAccess, useCachedResource } from '../../social/use-community'
import { type ExchangeConnection, fetchConnections, toConnection } from './exchange-sync-api'

const CACHE_ID = 'exchange-sync:connections'
const NO_BATCHES: readonly ImportBatch[] = []

/**
 * The trader's exchange connections: the copy saved on this device at once (so an offline card
 * still shows its last sync), fetched again when signed in and online.
 */
export function useExchangeConnections(access: CommunityAccess) {
  const accessToken = access.accessToken
  const load = useCallback(async (): Promise<CommunityResult<ExchangeConnection[]>> => {
    const result = await fetchConnections(accessToken)
    if (result.ok) return result
    return { ok: false, problem: result.problem === 'offline' || result.problem === 'signed-out' ? result.problem : 'server' }
  }, [accessToken])
  return useCachedResource<ExchangeConnection[]>(CACHE_ID, load, access.canFetch, {
    encode: (connections) => ({ connections: connections.map((connection) => ({ ...connection })) }),
    decode: (data) =>
      (Array.isArray(data.connections) ? (data.connections as Record<string, unknown>[]) : []).map((row) =>
        toConnection({
          id: row.id,
          exchange: row.exchange,
          account_id: row.accountId,
          markets: row.markets,
          key_last4: row.keyLast4,
          last_sync_at: row.lastSyncAt,
          last_fills_added: row.lastFillsAdded,
          last_funding_added: row.lastFundingAdded,
          last_error_code: row.lastErrorCode,
          last_error_at: row.lastErrorAt,
        }),
      ),
  })
}

/**
 * A sync run lands on the server as a completed import batch without `finishedAt`; once
 * replication brings it here, this device derives its trades exactly as for a CSV import (the
 * import recovery rolls such a batch forward). `pull` asks replication for it at once.
 */
export function useSyncedBatchDerivation(): { pull: () => void } {
  const db = useJournalDatabase()
  const manager = useSyncManager()
  const repository = useMemo(() => createImportRepository(db), [db])
  const batches = useLiveValue<readonly ImportBatch[]>(`${db.name}:import-batches`, (onValue, onError) => repository.watchBatches(onValue, onError), NO_BATCHES)
  const pending = batches.data.some((batch) => batch.status === 'completed' && !batch.finishedAt)
  useEffect(() => {
    if (pending) void recoverImports(repository).catch(() => undefined)
  }, [pending, batches.data, repository])
  return { pull: useCallback(() => manager?.syncNow(), [manager]) }
}
